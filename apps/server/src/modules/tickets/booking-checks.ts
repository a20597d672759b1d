import { type CreateTicketBody, SKILL_MESSAGES, TAXONOMY_MESSAGES, TICKET_MESSAGES } from '@basisdesk/shared';
import { AppError } from '../../lib/errors';
import type { ConsultantsService } from '../consultants/consultants.service';
import type { SrIdentifiersService } from '../sr-identifiers/sr-identifiers.service';
import type {
  SupportCategoryRow,
  SupportSubOptionRow,
  SupportTypeRow,
} from '../taxonomy/taxonomy.repository';
import type { TaxonomyService } from '../taxonomy/taxonomy.service';
import type { ConsultantAccount } from '../users/principal';
import type { UsersService } from '../users/users.service';
import type { TicketsRepository } from './tickets.repository';

export interface BookingCheckDeps {
  repo: Pick<TicketsRepository, 'listSlotsById'>;
  taxonomy: Pick<TaxonomyService, 'findType' | 'findCategory' | 'findSubOption' | 'listSubOptions'>;
  consultants: Pick<ConsultantsService, 'hasSkillFor'>;
  srIdentifiers: Pick<SrIdentifiersService, 'lookup'>;
  users: Pick<UsersService, 'getConsultant'>;
}

/** A request whose every reference has been checked: what the transaction writes from. */
export interface CheckedBooking {
  type: SupportTypeRow;
  category: SupportCategoryRow;
  subOption: SupportSubOptionRow | null;
  /** As the catalogue spells it; null unless the sub-option requires one. */
  srIdentifier: string | null;
  consultant: ConsultantAccount;
  hourlyRatePaise: number;
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, message }] });

export const slotAlreadyBooked = () => new AppError('CONFLICT', TICKET_MESSAGES.slotAlreadyBooked);

/**
 * The checks of a new request, in the order a person fixes them: what kind of support, the SR
 * identifier, the consultant, then the slots. Each failure is a 400 naming the field; a slot that
 * is already taken is the 409 the booking itself would give.
 */
export function createBookingChecks({ repo, taxonomy, consultants, srIdentifiers, users }: BookingCheckDeps) {
  async function checkTaxonomy(body: CreateTicketBody) {
    const type = await taxonomy.findType(body.supportTypeId);
    if (!type) throw invalid('supportTypeId', TAXONOMY_MESSAGES.supportTypeNotFound);

    const category = await taxonomy.findCategory(body.supportCategoryId);
    if (!category) throw invalid('supportCategoryId', TAXONOMY_MESSAGES.categoryNotFound);
    if (category.supportTypeId !== type.id)
      throw invalid('supportCategoryId', SKILL_MESSAGES.categoryNotOfType);

    if (body.supportSubOptionId) {
      const subOption = await taxonomy.findSubOption(body.supportSubOptionId);
      if (!subOption) throw invalid('supportSubOptionId', TAXONOMY_MESSAGES.subOptionNotFound);
      if (subOption.supportTypeId !== type.id) {
        throw invalid('supportSubOptionId', SKILL_MESSAGES.subOptionNotOfType);
      }
      return { type, category, subOption };
    }
    // The wizard asks for a sub-option whenever the type has any (spec §5, step 2).
    if ((await taxonomy.listSubOptions(type.id)).length > 0) {
      throw invalid('supportSubOptionId', TICKET_MESSAGES.subOptionRequired);
    }
    return { type, category, subOption: null };
  }

  /** Kept only when the sub-option asks for one, and then it must be an active catalogue entry. */
  async function checkSrIdentifier(subOption: SupportSubOptionRow | null, typed: string | null) {
    if (!subOption?.requiresSrIdentifier) return null;
    if (!typed) throw invalid('srIdentifier', TICKET_MESSAGES.srIdentifierRequired);
    const found = await srIdentifiers.lookup(typed);
    if (found.status === 'NotFound') throw invalid('srIdentifier', TICKET_MESSAGES.srIdentifierNotFound);
    if (found.status !== 'Valid' || !found.identifier) {
      throw invalid('srIdentifier', TICKET_MESSAGES.srIdentifierInactive);
    }
    return found.identifier;
  }

  /** Bookable: an active consultant with a verified e-mail and a rate to charge (the directory's rule). */
  async function checkConsultant(body: CreateTicketBody) {
    const consultant = await users.getConsultant(body.consultantId);
    const hourlyRatePaise = consultant?.hourlyRatePaise ?? null;
    if (!consultant?.isBookable || hourlyRatePaise === null) {
      throw invalid('consultantId', TICKET_MESSAGES.consultantUnavailable);
    }
    if (!(await consultants.hasSkillFor(consultant.id, body.supportTypeId, body.supportCategoryId))) {
      throw invalid('consultantId', TICKET_MESSAGES.consultantLacksSkill);
    }
    return { consultant, hourlyRatePaise };
  }

  async function checkSlots(body: CreateTicketBody, now: Date) {
    const slots = new Map((await repo.listSlotsById(body.timeSlotIds)).map((slot) => [slot.id, slot]));
    const chosen = body.timeSlotIds.map((id) => slots.get(id));
    if (chosen.some((slot) => slot?.consultantId !== body.consultantId)) {
      throw invalid('timeSlotIds', TICKET_MESSAGES.slotNotOfConsultant);
    }
    if (chosen.some((slot) => slot && slot.slotStart.getTime() <= now.getTime())) {
      throw invalid('timeSlotIds', TICKET_MESSAGES.slotInPast);
    }
    if (chosen.some((slot) => slot?.ticketId !== null)) throw slotAlreadyBooked();
  }

  return {
    async check(body: CreateTicketBody, now: Date): Promise<CheckedBooking> {
      const { type, category, subOption } = await checkTaxonomy(body);
      const srIdentifier = await checkSrIdentifier(subOption, body.srIdentifier);
      const { consultant, hourlyRatePaise } = await checkConsultant(body);
      await checkSlots(body, now);
      return { type, category, subOption, srIdentifier, consultant, hourlyRatePaise };
    },
  };
}
