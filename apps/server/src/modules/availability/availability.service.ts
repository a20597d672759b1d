import {
  AVAILABILITY_MESSAGES,
  type AvailabilitySlot,
  bookingWindow,
  type CreateAvailabilityBody,
  type CreateAvailabilityResponse,
  checkAvailabilityBlock,
  DAY_MS,
  isAdmin,
  MAX_RANGE_DAYS,
  splitIntoSlots,
  toConflictDetail,
} from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Principal } from '../users/principal';
import type { UsersService } from '../users/users.service';
import type { AvailabilityRepository, SlotRow } from './availability.repository';
import { toOwnSlot, toSlot } from './slot-dto';

/** Who asks: the signed-in person, as far as these rules look at them. */
type Actor = Pick<Principal, 'id' | 'role'>;

/** A date range as the query gives it; either end may be absent. */
export interface RangeQuery {
  startDate?: Date;
  endDate?: Date;
}

/** A lost race is retried once when the slot it lost to is already gone again. */
const CREATE_ATTEMPTS = 2;

function overlapError(conflicts: SlotRow[], now: Date): AppError {
  return new AppError('CONFLICT', AVAILABILITY_MESSAGES.overlap(conflicts.length), {
    details: conflicts.map((row) => toConflictDetail(toSlot(row, now))),
  });
}

const consultantNotFound = () => new AppError('NOT_FOUND', AVAILABILITY_MESSAGES.consultantNotFound);
const slotNotFound = () => new AppError('NOT_FOUND', AVAILABILITY_MESSAGES.slotNotFound);

const rangeError = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path: 'endDate', message }] });

/**
 * The range a read covers: a missing start takes the default start, a missing end lies the
 * default span after the start. A one-sided query can still be backwards or too long, so the
 * limits the schema checks for two given dates are checked again here.
 */
function resolveRange(query: RangeQuery, defaults: { start: Date; end: Date }) {
  const start = query.startDate ?? defaults.start;
  const defaultSpan = defaults.end.getTime() - defaults.start.getTime();
  const end = query.endDate ?? new Date(start.getTime() + defaultSpan);
  if (end.getTime() < start.getTime()) throw rangeError(AVAILABILITY_MESSAGES.rangeInvalid);
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw rangeError(AVAILABILITY_MESSAGES.rangeTooLong);
  }
  return { start, end };
}

export function createAvailabilityService({
  repo,
  users,
  clock,
}: {
  repo: AvailabilityRepository;
  users: Pick<UsersService, 'getConsultant'>;
  clock: Clock;
}) {
  async function listSlots(consultantId: string, range: { start: Date; end: Date }, now: Date) {
    if (!(await users.getConsultant(consultantId))) throw consultantNotFound();
    const rows = await repo.listStartingBetween(consultantId, range.start, range.end);
    return rows.map((row) => toSlot(row, now));
  }

  return {
    /**
     * Publishes one block as 30-minute slots. Overlap with any slot of the consultant (booked or
     * free, past or future) is refused with the conflicts listed. Blocks of one consultant are
     * published one at a time (an advisory lock), so the loser of two submitted at the same
     * moment hears the same 409; the exclusion constraint stays the last word.
     */
    async createBlock(actor: Actor, body: CreateAvailabilityBody): Promise<CreateAvailabilityResponse> {
      if (!isAdmin(actor.role) && body.consultantId !== actor.id) {
        throw new AppError('FORBIDDEN', AVAILABILITY_MESSAGES.onlyOwnAvailability);
      }
      if (!(await users.getConsultant(body.consultantId))) throw consultantNotFound();

      const start = new Date(body.slotStartTime);
      const end = new Date(body.slotEndTime);
      const now = clock.now();
      const problem = checkAvailabilityBlock(start, end, now);
      if (problem) {
        throw new AppError('VALIDATION_FAILED', problem.message, {
          details: [{ path: problem.path, message: problem.message }],
        });
      }

      for (let attempt = 1; attempt <= CREATE_ATTEMPTS; attempt++) {
        const inserted = await repo.transaction(async (tx) => {
          await repo.lockSchedule(body.consultantId, tx);
          const conflicts = await repo.listOverlapping(body.consultantId, start, end, tx);
          if (conflicts.length > 0) throw overlapError(conflicts, now);
          return repo.insertMany(body.consultantId, splitIntoSlots(start, end), tx);
        });
        if (inserted.ok) return { slots: inserted.value.map((row) => toSlot(row, now)) };
        // A concurrent block won the race; the rolled-back transaction saw nothing, so read again.
        const conflicts = await repo.listOverlapping(body.consultantId, start, end);
        if (conflicts.length > 0) throw overlapError(conflicts, now);
      }
      throw new AppError('CONFLICT', AVAILABILITY_MESSAGES.createFailed);
    },

    /** The booking view: today and the next 7 days, whole UTC days (bookingWindow), unless told. */
    async listUpcoming(consultantId: string, query: RangeQuery): Promise<AvailabilitySlot[]> {
      const now = clock.now();
      const range = resolveRange(query, bookingWindow(now));
      return listSlots(consultantId, range, now);
    },

    /**
     * The consultant's own view: the past 14 days too, so recent bookings stay visible. The
     * consultant themself and admins see which ticket booked each slot; anyone else does not.
     */
    async listForConsultant(
      viewer: Actor,
      consultantId: string,
      query: RangeQuery,
    ): Promise<AvailabilitySlot[]> {
      const now = clock.now();
      const range = resolveRange(query, {
        start: new Date(now.getTime() - 14 * DAY_MS),
        end: new Date(now.getTime() + 8 * DAY_MS),
      });
      if (viewer.id !== consultantId && !isAdmin(viewer.role)) return listSlots(consultantId, range, now);
      if (!(await users.getConsultant(consultantId))) throw consultantNotFound();
      const rows = await repo.listStartingBetweenWithTickets(consultantId, range.start, range.end);
      return rows.map((row) => toOwnSlot(row, now));
    },

    /**
     * Only a free slot that has not ended can go, and only by its consultant or an admin; anyone
     * else's slot is answered as unknown. The delete itself checks the rules in one statement;
     * the row is read only afterwards, to say why nothing was deleted.
     */
    async deleteSlot(actor: Actor, slotId: string): Promise<void> {
      const now = clock.now();
      const ownerId = isAdmin(actor.role) ? undefined : actor.id;
      for (let attempt = 1; attempt <= 2; attempt++) {
        if (await repo.deleteFree(slotId, { now, consultantId: ownerId })) return;
        const slot = await repo.findById(slotId);
        if (!slot || (ownerId && slot.consultantId !== ownerId)) throw slotNotFound();
        if (slot.ticketId !== null) throw new AppError('CONFLICT', AVAILABILITY_MESSAGES.bookedCannotDelete);
        if (slot.slotEnd.getTime() <= now.getTime()) {
          throw new AppError('CONFLICT', AVAILABILITY_MESSAGES.expiredCannotDelete);
        }
        // Free and current after all: a booking was released between the two statements. Again.
      }
      throw new AppError('CONFLICT', AVAILABILITY_MESSAGES.deleteFailed);
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
