import {
  type AddExceptionResponse,
  AVAILABILITY_MESSAGES,
  type DayOffSession,
  EXCEPTION_HORIZON_DAYS,
  type ExceptionList,
  isAdmin,
  isConsultant,
  minutesOfTime,
  type RemoveExceptionResponse,
  type SaveWeeklyPatternResponse,
  timeOfMinutes,
  WEEKLY_PATTERN_MESSAGES,
  type WeeklyPattern,
  type WeeklyPatternBody,
} from '@basisdesk/shared';
import { startOfDayIn } from '@basisdesk/shared/common/local-day';
import { addDaysTo, instantAtWallClock, localDayOf } from '@basisdesk/shared/common/wall-clock';
import { groupIntoSessions, type SlotSpan } from '@basisdesk/shared/tickets/sessions';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Principal } from '../users/principal';
import type { UsersService } from '../users/users.service';
import type { AvailabilityRepository } from './availability.repository';
import type { AvailabilityPatternsRepository, PatternBlockRow } from './availability-patterns.repository';

type Actor = Pick<Principal, 'id' | 'role'>;

/** Exception days are read in the pattern's zone; without a pattern there is no better one than UTC. */
const FALLBACK_ZONE = 'UTC';
const NOON = 12 * 60;

const consultantsOnly = () => new AppError('FORBIDDEN', WEEKLY_PATTERN_MESSAGES.consultantsOnly);

function toPattern(rows: readonly PatternBlockRow[]): WeeklyPattern {
  return {
    timeZone: rows[0]?.timeZone ?? null,
    blocks: rows.map((row) => ({
      weekday: row.weekday,
      start: timeOfMinutes(row.startMinute),
      end: timeOfMinutes(row.endMinute),
    })),
  };
}

/** The instants a local calendar day begins and ends (days are not always 24 hours long). */
function boundsOfDay(day: string, timeZone: string): { from: Date; to: Date } {
  // Local noon is never skipped by a clock change, and it surely lies on that day.
  const noonOf = (of: string) => instantAtWallClock(of, NOON, timeZone) ?? new Date(`${of}T12:00:00.000Z`);
  return { from: startOfDayIn(noonOf(day), timeZone), to: startOfDayIn(noonOf(addDaysTo(day, 1)), timeZone) };
}

type DaySlot = Awaited<ReturnType<AvailabilityRepository['listStartingBetweenWithTickets']>>[number];

/** The booked slots among a day's, as their tickets' sessions in time order. */
function bookedSessionsOf(daySlots: readonly DaySlot[]): DayOffSession[] {
  const byTicket = new Map<string, { orderNumber: string | null; slots: SlotSpan[] }>();
  for (const slot of daySlots) {
    if (!slot.ticketId) continue;
    const entry = byTicket.get(slot.ticketId) ?? { orderNumber: slot.orderNumber, slots: [] };
    entry.slots.push({ id: slot.id, start: slot.slotStart, end: slot.slotEnd });
    byTicket.set(slot.ticketId, entry);
  }
  return [...byTicket]
    .flatMap(([ticketId, { orderNumber, slots }]) =>
      groupIntoSessions(slots).map((session) => ({
        ticketId,
        orderNumber,
        start: session.start,
        end: session.end,
      })),
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((session) => ({ ...session, start: session.start.toISOString(), end: session.end.toISOString() }));
}

/**
 * Weekly availability (decision 022): a consultant's weekly pattern keeps today and the next 7
 * days filled with slots, skipping overlaps and exception days. Every change to a consultant's
 * pattern, exceptions or fill runs under the lock of their schedule, so the hourly fill on N
 * nodes and the consultant's own changes take turns and no day is filled twice.
 */
export function createAvailabilityPatternsService({
  repo,
  slots,
  users,
  clock,
}: {
  repo: AvailabilityPatternsRepository;
  slots: Pick<AvailabilityRepository, 'lockSchedule' | 'listStartingBetweenWithTickets'>;
  users: Pick<UsersService, 'getConsultant'>;
  clock: Clock;
}) {
  async function zoneOf(consultantId: string, tx?: Tx): Promise<string> {
    const [first] = await repo.listBlocks(consultantId, tx);
    return first?.timeZone ?? FALLBACK_ZONE;
  }

  /** Fills the window's unfilled days; the caller holds the schedule lock. Answers the slots made. */
  const fillLocked = (consultantId: string, tx: Tx, now: Date) => repo.fillWindow(consultantId, now, tx);

  function ownConsultant(actor: Actor): string {
    if (!isConsultant(actor.role)) throw consultantsOnly();
    return actor.id;
  }

  return {
    /** The consultant's own pattern, or, for an admin, any consultant's. */
    async getPattern(actor: Actor, consultantId: string = ownConsultant(actor)): Promise<WeeklyPattern> {
      if (!isAdmin(actor.role) && consultantId !== actor.id) {
        throw new AppError('FORBIDDEN', AVAILABILITY_MESSAGES.onlyOwnAvailability);
      }
      if (!(await users.getConsultant(consultantId))) {
        throw new AppError('NOT_FOUND', AVAILABILITY_MESSAGES.consultantNotFound);
      }
      return toPattern(await repo.listBlocks(consultantId));
    },

    /**
     * Replaces the pattern and fills the window again at once: the old pattern's free future
     * slots go, booked ones stay (a new block skips them as overlaps).
     */
    async savePattern(actor: Actor, body: WeeklyPatternBody): Promise<SaveWeeklyPatternResponse> {
      const consultantId = ownConsultant(actor);
      const now = clock.now();
      return repo.transaction(async (tx) => {
        await slots.lockSchedule(consultantId, tx);
        const slotsRemoved = await repo.deleteFreeSlots(consultantId, { from: now }, tx);
        await repo.replaceBlocks(
          consultantId,
          body.blocks.map((block) => ({
            weekday: block.weekday,
            startMinute: minutesOfTime(block.start) ?? 0,
            endMinute: minutesOfTime(block.end) ?? 0,
            timeZone: body.timeZone,
          })),
          tx,
        );
        // A day before today in any zone: every day still ahead somewhere is filled again.
        await repo.clearFilledDays(consultantId, { from: addDaysTo(localDayOf(now, 'UTC'), -1) }, tx);
        const slotsAdded = await fillLocked(consultantId, tx, now);
        return { pattern: toPattern(await repo.listBlocks(consultantId, tx)), slotsAdded, slotsRemoved };
      });
    },

    /** Exception days from today on, in the pattern's zone. */
    async listExceptions(actor: Actor): Promise<ExceptionList> {
      const consultantId = ownConsultant(actor);
      const timeZone = await zoneOf(consultantId);
      const days = await repo.listExceptionDays(consultantId, localDayOf(clock.now(), timeZone));
      return { timeZone, days };
    },

    /**
     * Marks a day off: every free slot of that day goes, the pattern's and one-off blocks' alike,
     * and the pattern makes none there. Booked sessions stay (a day off cancels nobody's booking
     * behind their back): the answer names them, for the consultant to release from their tickets.
     */
    async addException(actor: Actor, day: string): Promise<AddExceptionResponse> {
      const consultantId = ownConsultant(actor);
      const now = clock.now();
      return repo.transaction(async (tx) => {
        await slots.lockSchedule(consultantId, tx);
        const timeZone = await zoneOf(consultantId, tx);
        const today = localDayOf(now, timeZone);
        if (day < today || day > addDaysTo(today, EXCEPTION_HORIZON_DAYS)) {
          const message = WEEKLY_PATTERN_MESSAGES.dayOutOfRange;
          throw new AppError('VALIDATION_FAILED', message, { details: [{ path: 'day', message }] });
        }
        await repo.insertException(consultantId, day, tx);
        const { from, to } = boundsOfDay(day, timeZone);
        const start = from.getTime() > now.getTime() ? from : now;
        const slotsRemoved = await repo.deleteFreeSlots(
          consultantId,
          { from: start, to, anyOrigin: true },
          tx,
        );
        const left = await slots.listStartingBetweenWithTickets(consultantId, start, to, tx);
        return { day, slotsRemoved, bookedSessions: bookedSessionsOf(left) };
      });
    },

    /** The day is the pattern's again: filled at once when it lies in the window. */
    async removeException(actor: Actor, day: string): Promise<RemoveExceptionResponse> {
      const consultantId = ownConsultant(actor);
      const now = clock.now();
      return repo.transaction(async (tx) => {
        await slots.lockSchedule(consultantId, tx);
        if (!(await repo.deleteException(consultantId, day, tx))) {
          throw new AppError('NOT_FOUND', WEEKLY_PATTERN_MESSAGES.exceptionNotFound);
        }
        await repo.clearFilledDays(consultantId, [day], tx);
        return { day, slotsAdded: await fillLocked(consultantId, tx, now) };
      });
    },

    /** Fills one consultant's window (the hourly job); answers the slots made. */
    fillConsultant(consultantId: string): Promise<number> {
      const now = clock.now();
      return repo.transaction(async (tx) => {
        await slots.lockSchedule(consultantId, tx);
        return fillLocked(consultantId, tx, now);
      });
    },

    listConsultantsWithPattern: () => repo.listConsultantsWithPattern(),
  };
}

export type AvailabilityPatternsService = ReturnType<typeof createAvailabilityPatternsService>;
