import {
  type AddConsultantSkillBody,
  bookingWindow,
  type Consultant,
  type ConsultantProfile,
  type ConsultantSkill,
  type ConsultantsBySkillsQuery,
  isAdmin,
  isConsultant,
  MEETING_LINK_MESSAGES,
  type MeetingLinkSetting,
  PROFILE_MESSAGES,
  paiseToRupees,
  SKILL_MESSAGES,
  TAXONOMY_MESSAGES,
  type UpdateConsultantProfileBody,
  type UpdateMeetingLinkBody,
} from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TaxonomyService } from '../taxonomy/taxonomy.service';
import { taxonomyPathOf } from '../taxonomy/taxonomy-path';
import type { ConsultantAccount, Principal } from '../users/principal';
import type { UsersService } from '../users/users.service';
import type { ConsultantsRepository, DirectoryRow, ProfileRow, SkillRow } from './consultants.repository';

export const toSkill = (row: SkillRow): ConsultantSkill => ({
  id: row.id,
  consultantId: row.consultantId,
  ...taxonomyPathOf(row),
  createdAt: row.createdAt.toISOString(),
});

const toConsultant = (row: DirectoryRow, skills: ConsultantSkill[]): Consultant => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  role: 'Consultant',
  status: row.status,
  hourlyRate: row.hourlyRatePaise === null ? null : paiseToRupees(row.hourlyRatePaise),
  timeZone: row.timeZone,
  averageRating: row.averageRating,
  totalRatings: row.totalRatings,
  skills,
  profile: {
    headline: row.headline,
    bio: row.bio,
    yearsOfExperience: row.yearsOfExperience,
    certifications: row.certifications ?? [],
    languages: row.languages ?? [],
  },
  nextFreeSlotStart: row.nextFreeSlotStart?.toISOString() ?? null,
});

/** The consultant's own profile; one never saved reads as empty. */
const toProfile = (row: ProfileRow | null): ConsultantProfile => ({
  headline: row?.headline ?? null,
  bio: row?.bio ?? null,
  yearsOfExperience: row?.yearsOfExperience ?? null,
  certifications: row?.certifications ?? [],
  languages: row?.languages ?? [],
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

function groupByConsultant(rows: SkillRow[]): Map<string, ConsultantSkill[]> {
  const byConsultant = new Map<string, ConsultantSkill[]>();
  for (const row of rows) {
    const skills = byConsultant.get(row.consultantId) ?? [];
    skills.push(toSkill(row));
    byConsultant.set(row.consultantId, skills);
  }
  return byConsultant;
}

const badField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, message }] });

export function createConsultantsService({
  repo,
  users,
  taxonomy,
  clock,
}: {
  repo: ConsultantsRepository;
  users: UsersService;
  taxonomy: TaxonomyService;
  clock: Clock;
}) {
  async function requireConsultant(id: string): Promise<ConsultantAccount> {
    const consultant = await users.getConsultant(id);
    if (!consultant) throw new AppError('NOT_FOUND', SKILL_MESSAGES.consultantNotFound);
    return consultant;
  }

  /** Only the consultant, or an admin, changes a consultant's skills. */
  function assertMayEdit(actor: Principal, consultantId: string) {
    if (actor.id !== consultantId && !isAdmin(actor.role)) {
      throw new AppError('FORBIDDEN', SKILL_MESSAGES.onlyOwnSkills);
    }
  }

  /** The type exists and the category and sub-option, when named, belong to it. */
  async function assertSkillFitsTaxonomy(body: AddConsultantSkillBody) {
    if (!(await taxonomy.findType(body.supportTypeId))) {
      throw badField('supportTypeId', TAXONOMY_MESSAGES.supportTypeNotFound);
    }
    if (body.supportCategoryId) {
      const category = await taxonomy.findCategory(body.supportCategoryId);
      if (category?.supportTypeId !== body.supportTypeId) {
        throw badField('supportCategoryId', SKILL_MESSAGES.categoryNotOfType);
      }
    }
    if (body.supportSubOptionId) {
      const subOption = await taxonomy.findSubOption(body.supportSubOptionId);
      if (subOption?.supportTypeId !== body.supportTypeId) {
        throw badField('supportSubOptionId', SKILL_MESSAGES.subOptionNotOfType);
      }
    }
  }

  /** A profile is the consultant's own: nobody else writes it, and other roles have none to read. */
  function assertOwnProfile(actor: Principal) {
    if (!isConsultant(actor.role)) throw new AppError('FORBIDDEN', PROFILE_MESSAGES.consultantsOnly);
  }

  async function listDirectory(filter: Partial<ConsultantsBySkillsQuery>): Promise<Consultant[]> {
    // The next free slot is one the wizard below the cards offers: not begun, within its window.
    const now = clock.now();
    const rows = await repo.listDirectory(filter, { now, end: bookingWindow(now).end });
    const skills = groupByConsultant(await repo.listSkills(rows.map((row) => row.id)));
    return rows.map((row) => toConsultant(row, skills.get(row.id) ?? []));
  }

  return {
    async listSkills(consultantId: string): Promise<ConsultantSkill[]> {
      await requireConsultant(consultantId);
      return (await repo.listSkills([consultantId])).map(toSkill);
    },

    async addSkill(
      actor: Principal,
      consultantId: string,
      body: AddConsultantSkillBody,
    ): Promise<ConsultantSkill> {
      if (body.consultantId && body.consultantId !== consultantId) {
        throw badField('consultantId', SKILL_MESSAGES.consultantMismatch);
      }
      assertMayEdit(actor, consultantId);
      await requireConsultant(consultantId);
      await assertSkillFitsTaxonomy(body);
      const values = {
        consultantId,
        supportTypeId: body.supportTypeId,
        supportCategoryId: body.supportCategoryId,
        supportSubOptionId: body.supportSubOptionId,
      };
      const inserted = await repo.insertSkill(values);
      if (!inserted.ok && inserted.conflict === 'skill-exists') {
        throw new AppError('CONFLICT', SKILL_MESSAGES.duplicate);
      }
      if (!inserted.ok) {
        // The taxonomy changed between the check and the insert: say what no longer fits.
        await assertSkillFitsTaxonomy(body);
        throw new Error('A skill broke a foreign key although its taxonomy checks pass');
      }
      const skillId = inserted.value;
      const skill = await repo.findSkill(consultantId, skillId);
      if (!skill) throw new AppError('NOT_FOUND', SKILL_MESSAGES.skillNotFound);
      return toSkill(skill);
    },

    async removeSkill(actor: Principal, consultantId: string, skillId: string): Promise<void> {
      assertMayEdit(actor, consultantId);
      await requireConsultant(consultantId);
      if (!(await repo.deleteSkill(consultantId, skillId))) {
        throw new AppError('NOT_FOUND', SKILL_MESSAGES.skillNotFound);
      }
    },

    /**
     * Whether the consultant can be booked for the category: a general skill of the type covers
     * every category of it, a category skill only its own (the directory's rule).
     */
    async hasSkillFor(
      consultantId: string,
      supportTypeId: string,
      supportCategoryId: string,
    ): Promise<boolean> {
      const skills = await repo.listSkills([consultantId]);
      return skills.some(
        (skill) =>
          skill.supportTypeId === supportTypeId &&
          (skill.supportCategoryId === null || skill.supportCategoryId === supportCategoryId),
      );
    },

    /** Where the consultant's sessions take place (decision 051); only a consultant has one. */
    async getMeetingLink(actor: Principal): Promise<MeetingLinkSetting> {
      const meetingLink = await repo.findMeetingLink(actor.id);
      if (meetingLink === undefined) throw new AppError('FORBIDDEN', MEETING_LINK_MESSAGES.onlyConsultants);
      return { meetingLink };
    },

    /** A link of their own, or null for a Jitsi Meet room per session; sessions show it at once. */
    async setMeetingLink(actor: Principal, body: UpdateMeetingLinkBody): Promise<MeetingLinkSetting> {
      if (!(await repo.setMeetingLink(actor.id, body.meetingLink))) {
        throw new AppError('FORBIDDEN', MEETING_LINK_MESSAGES.onlyConsultants);
      }
      return { meetingLink: body.meetingLink };
    },

    async getOwnProfile(actor: Principal): Promise<ConsultantProfile> {
      assertOwnProfile(actor);
      return toProfile(await repo.findProfile(actor.id));
    },

    async updateOwnProfile(actor: Principal, body: UpdateConsultantProfileBody): Promise<ConsultantProfile> {
      assertOwnProfile(actor);
      return toProfile(await repo.saveProfile(actor.id, body, clock.now()));
    },

    /** Every bookable consultant (GET Users/consultants). */
    listConsultants: () => listDirectory({}),

    /** Those with a skill for the type, and for the category when given (the wizard's step 3). */
    listBySkills: (query: ConsultantsBySkillsQuery) => listDirectory(query),
  };
}

export type ConsultantsService = ReturnType<typeof createConsultantsService>;
