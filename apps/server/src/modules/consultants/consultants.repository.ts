import type { UpdateConsultantProfileBody } from '@basisdesk/shared';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbExecutor } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { type Written, writeOrRefuse } from '../../db/conflicts';
import {
  availabilitySlots,
  consultantProfiles,
  consultantRatingTotals,
  consultantSkills,
  supportCategories,
  supportSubOptions,
  supportTypes,
  users,
} from '../../db/schema';
import { timestamptz } from '../../db/timestamptz';

export type ProfileRow = typeof consultantProfiles.$inferSelect;

export interface SkillRow {
  id: string;
  consultantId: string;
  supportTypeId: string;
  supportTypeName: string;
  supportCategoryId: string | null;
  supportCategoryName: string | null;
  supportSubOptionId: string | null;
  supportSubOptionName: string | null;
  createdAt: Date;
}

/** A directory row as the driver gives it: the rating aggregates may arrive as text. */
type RawDirectoryRow = Omit<DirectoryRow, 'averageRating' | 'totalRatings'> & {
  averageRating: string | number;
  totalRatings: string | number;
};

export interface DirectoryRow {
  id: string;
  firstName: string;
  lastName: string;
  status: 'Active' | 'Inactive';
  hourlyRatePaise: number | null;
  timeZone: string | null;
  averageRating: number;
  totalRatings: number;
  /** The profile's columns: all null for a consultant who has not written one. */
  headline: string | null;
  bio: string | null;
  yearsOfExperience: number | null;
  certifications: string[] | null;
  languages: string[] | null;
  nextFreeSlotStart: Date | null;
}

/** Which free slots count as the next one: not yet begun (as booking requires) and in the booking window. */
export interface FreeSlotWindow {
  now: Date;
  end: Date;
}

const category = alias(supportCategories, 'skill_category');
const subOption = alias(supportSubOptions, 'skill_sub_option');

/**
 * A consultant's average (the mean of each rating's three scores, spec §3) and number of ratings,
 * from the totals the database keeps as ratings arrive: no aggregate over ratings per read.
 */
const averageRating =
  sql<string>`coalesce(round(${consultantRatingTotals.points} / (3.0 * nullif(${consultantRatingTotals.ratings}, 0)), 2), 0)`.as(
    'average_rating',
  );
const totalRatings = sql<number>`coalesce(${consultantRatingTotals.ratings}, 0)`.as('total_ratings');

/** An instant, or a prepared statement's placeholder for one (sent as ISO text, as timestamptz is). */
type Instant = Date | SQLWrapper;
const instant = (at: Instant) => (at instanceof Date ? timestamptz(at) : sql`${at}::timestamptz`);

/**
 * The consultant's first free slot that a customer can still book: one step down the
 * (consultant_id, slot_start) index per consultant listed, booked slots skipped on the way.
 */
const nextFreeSlotStart = (window: { now: Instant; end: Instant }) =>
  sql<Date | null>`(select min(${availabilitySlots.slotStart}) from ${availabilitySlots}
    where ${availabilitySlots.consultantId} = ${users.id} and ${availabilitySlots.ticketId} is null
      and ${availabilitySlots.slotStart} > ${instant(window.now)}
      and ${availabilitySlots.slotStart} < ${instant(window.end)})`
    .mapWith(availabilitySlots.slotStart)
    .as('next_free_slot_start');

export function createConsultantsRepository(db: Db) {
  /** Skills of the given consultants, general skills of a type before its categories. */
  const selectSkills = (tx: DbExecutor, consultants: SQL) =>
    tx
      .select({
        id: consultantSkills.id,
        consultantId: consultantSkills.consultantId,
        supportTypeId: consultantSkills.supportTypeId,
        supportTypeName: supportTypes.name,
        supportCategoryId: consultantSkills.supportCategoryId,
        supportCategoryName: category.name,
        supportSubOptionId: consultantSkills.supportSubOptionId,
        supportSubOptionName: subOption.name,
        createdAt: consultantSkills.createdAt,
      })
      .from(consultantSkills)
      .innerJoin(supportTypes, eq(supportTypes.id, consultantSkills.supportTypeId))
      .leftJoin(category, eq(category.id, consultantSkills.supportCategoryId))
      .leftJoin(subOption, eq(subOption.id, consultantSkills.supportSubOptionId))
      .where(consultants)
      .orderBy(
        asc(supportTypes.name),
        sql`${category.name} asc nulls first`,
        sql`${subOption.name} asc nulls first`,
      );
  // Prepared: customers list consultants with their skills at every step of the wizard.
  const skillsOfConsultants = withCompiledRows(
    selectSkills(
      db,
      sql`${consultantSkills.consultantId} = any(${sql.placeholder('consultantIds')})`,
    ).prepare('skills_of_consultants'),
  );

  function listSkills(consultantIds: string[], tx: DbExecutor = db): Promise<SkillRow[]> {
    if (consultantIds.length === 0) return Promise.resolve([]);
    if (tx === db) return skillsOfConsultants.execute({ consultantIds });
    return selectSkills(tx, inArray(consultantSkills.consultantId, consultantIds));
  }

  /**
   * Active, verified consultants, best rated first; with a type, only those who have a skill for
   * it: a general skill of the type matches any category, a category skill only its own. The
   * type and category may be values or placeholders of a prepared statement.
   */
  function selectDirectory(
    tx: DbExecutor,
    skill: { supportTypeId: string | SQLWrapper; supportCategoryId?: string | SQLWrapper } | null,
    window: { now: Instant; end: Instant },
  ) {
    const conditions: SQL[] = [
      eq(users.role, 'Consultant'),
      eq(users.status, 'Active'),
      isNotNull(users.emailVerifiedAt),
    ];
    if (skill) {
      const categoryMatch =
        skill.supportCategoryId === undefined
          ? undefined
          : or(
              isNull(consultantSkills.supportCategoryId),
              eq(consultantSkills.supportCategoryId, skill.supportCategoryId),
            );
      const skilled = tx
        .select({ one: sql`1` })
        .from(consultantSkills)
        .where(
          and(
            eq(consultantSkills.consultantId, users.id),
            eq(consultantSkills.supportTypeId, skill.supportTypeId),
            categoryMatch,
          ),
        );
      conditions.push(sql`exists (${skilled})`);
    }
    return tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        status: users.status,
        hourlyRatePaise: users.hourlyRatePaise,
        timeZone: users.timeZone,
        averageRating,
        totalRatings,
        headline: consultantProfiles.headline,
        bio: consultantProfiles.bio,
        yearsOfExperience: consultantProfiles.yearsOfExperience,
        certifications: consultantProfiles.certifications,
        languages: consultantProfiles.languages,
        nextFreeSlotStart: nextFreeSlotStart(window),
      })
      .from(users)
      .leftJoin(consultantRatingTotals, eq(consultantRatingTotals.consultantId, users.id))
      .leftJoin(consultantProfiles, eq(consultantProfiles.consultantId, users.id))
      .where(and(...conditions))
      .orderBy(
        desc(averageRating),
        desc(totalRatings),
        asc(users.lastName),
        asc(users.firstName),
        asc(users.id),
      );
  }
  const windowPlaceholders = { now: sql.placeholder('now'), end: sql.placeholder('windowEnd') };
  // The wizard's step 4 asks with a type and a category on every visit: planned once per connection.
  const directoryByTypeAndCategory = withCompiledRows(
    selectDirectory(
      db,
      {
        supportTypeId: sql.placeholder('supportTypeId'),
        supportCategoryId: sql.placeholder('supportCategoryId'),
      },
      windowPlaceholders,
    ).prepare('consultants_by_type_and_category'),
  );
  const directoryByType = withCompiledRows(
    selectDirectory(db, { supportTypeId: sql.placeholder('supportTypeId') }, windowPlaceholders).prepare(
      'consultants_by_type',
    ),
  );

  return {
    listSkills,

    async findProfile(consultantId: string, tx: DbExecutor = db): Promise<ProfileRow | null> {
      const [row] = await tx
        .select()
        .from(consultantProfiles)
        .where(eq(consultantProfiles.consultantId, consultantId));
      return row ?? null;
    },

    /**
     * Writes the profile whole, in one statement: the first save inserts it, later ones replace
     * it, and two saves at once leave one of them entire, never a mix of both.
     */
    async saveProfile(
      consultantId: string,
      profile: UpdateConsultantProfileBody,
      now: Date,
      tx: DbExecutor = db,
    ): Promise<ProfileRow> {
      const values = { ...profile, updatedAt: now };
      const [row] = await tx
        .insert(consultantProfiles)
        .values({ consultantId, ...values, createdAt: now })
        .onConflictDoUpdate({ target: consultantProfiles.consultantId, set: values })
        .returning();
      if (!row) throw new Error('saving a profile returned no row');
      return row;
    },

    async findSkill(consultantId: string, skillId: string, tx: DbExecutor = db): Promise<SkillRow | null> {
      const rows = await listSkills([consultantId], tx);
      return rows.find((row) => row.id === skillId) ?? null;
    },

    /**
     * The new skill's id; refused when the consultant has it already (the unique index decides,
     * NULLS NOT DISTINCT) or when its type, category or sub-option no longer fit together.
     */
    insertSkill(
      values: {
        consultantId: string;
        supportTypeId: string;
        supportCategoryId: string | null;
        supportSubOptionId: string | null;
      },
      tx: DbExecutor = db,
    ): Promise<Written<string, 'skill-exists' | 'taxonomy-changed'>> {
      return writeOrRefuse(async () => {
        const [row] = await tx.insert(consultantSkills).values(values).returning({ id: consultantSkills.id });
        if (!row) throw new Error('insert returned no row');
        return row.id;
      }, [
        { violation: 'unique', conflict: 'skill-exists' },
        { violation: 'foreignKey', conflict: 'taxonomy-changed' },
      ]);
    },

    async deleteSkill(consultantId: string, skillId: string, tx: DbExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(consultantSkills)
        .where(and(eq(consultantSkills.id, skillId), eq(consultantSkills.consultantId, consultantId)))
        .returning({ id: consultantSkills.id });
      return rows.length > 0;
    },

    /**
     * Active, verified consultants, best rated first; with a type, only those who have a skill
     * for it: a general skill of the type matches any category, a category skill only its own.
     */
    async listDirectory(
      filter: { supportTypeId?: string; supportCategoryId?: string },
      window: FreeSlotWindow,
      tx: DbExecutor = db,
    ): Promise<DirectoryRow[]> {
      const { supportTypeId, supportCategoryId } = filter;
      const at = { now: window.now.toISOString(), windowEnd: window.end.toISOString() };
      let rows: RawDirectoryRow[];
      if (tx === db && supportTypeId && supportCategoryId) {
        rows = await directoryByTypeAndCategory.execute({ supportTypeId, supportCategoryId, ...at });
      } else if (tx === db && supportTypeId) {
        rows = await directoryByType.execute({ supportTypeId, ...at });
      } else {
        rows = await selectDirectory(tx, supportTypeId ? { supportTypeId, supportCategoryId } : null, window);
      }
      // numeric arrives as text from node-postgres; the rounding happened in SQL.
      return rows.map((row) => ({
        ...row,
        averageRating: Number(row.averageRating),
        totalRatings: Number(row.totalRatings),
      }));
    },

    /** The consultant's meeting link (null: a Jitsi Meet room per session); undefined: no such consultant. */
    async findMeetingLink(consultantId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ meetingLink: users.meetingLink })
        .from(users)
        .where(and(eq(users.id, consultantId), eq(users.role, 'Consultant')));
      return row?.meetingLink;
    },

    /** Sets it; false when the person is not (or no longer) a consultant. */
    async setMeetingLink(consultantId: string, meetingLink: string | null): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ meetingLink, updatedAt: sql`now()` })
        .where(and(eq(users.id, consultantId), eq(users.role, 'Consultant')))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type ConsultantsRepository = ReturnType<typeof createConsultantsRepository>;
