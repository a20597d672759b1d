import { FINISHED_STATUSES, SESSION_REMINDER_HOURS } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { Emit } from '../../lib/domain-events';
import type { JobHandler } from '../background-jobs/background-jobs.service';
import type { SessionEvents, SessionReminder } from './session.events';
import type { SessionsService } from './sessions.service';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const SCAN_EVERY_MS = 5 * MINUTE_MS;
/**
 * A scan writes the reminders due from 10 minutes ago to 15 minutes ahead: each is written about
 * a quarter of an hour before it is due, seen by five scans in a row, and still written (due at
 * once) when the scans were held up for up to 10 minutes.
 */
const LATE_BY_MS = 10 * MINUTE_MS;
const AHEAD_BY_MS = 15 * MINUTE_MS;

/**
 * The session reminders as one durable job (decision 024), scheduled like the weekly fill: every
 * node enqueues it at start-up under the same key, so it exists once, and after each run it moves
 * itself to the next 5-minute mark. Bookings and moves write no reminders; this scan does, so the
 * booking's transaction stays short. What it finds is told as one `session.reminders-due` event in
 * one transaction (the mails listen: notifications/session-mails.ts); their dedupe key makes
 * overlapping scans, a retried run and several nodes write each reminder once. The kind keeps the
 * name it has in existing databases' job rows.
 */
export const SESSION_REMINDERS_JOB = { kind: 'notifications.reminders', key: 'every-5-minutes' } as const;

const nextScan = (now: Date) => new Date((Math.floor(now.getTime() / SCAN_EVERY_MS) + 1) * SCAN_EVERY_MS);

export function createSessionRemindersJob({
  sessions,
  emit,
  transaction,
}: {
  sessions: Pick<SessionsService, 'listSessionsStartingBetween'>;
  emit: Emit<SessionEvents>;
  transaction: (work: (tx: Tx) => Promise<void>) => Promise<void>;
}): JobHandler {
  return async ({ now }) => {
    const reminders: SessionReminder[] = [];
    for (const hoursBefore of SESSION_REMINDER_HOURS) {
      const dueAt = now.getTime() + hoursBefore * HOUR_MS;
      const found = await sessions.listSessionsStartingBetween(
        new Date(dueAt - LATE_BY_MS),
        new Date(dueAt + AHEAD_BY_MS),
      );
      for (const booked of found) {
        // A finished ticket's future sessions are off (its slots are being freed).
        if (FINISHED_STATUSES.includes(booked.ticketStatus)) continue;
        // A reminder whose time had passed when the ticket was booked would only arrive late.
        const runAt = booked.session.start.getTime() - hoursBefore * HOUR_MS;
        if (runAt < booked.ticketCreatedAt.getTime()) continue;
        const { ticketId, customerId, consultantId, session } = booked;
        reminders.push({ ticketId, customerId, consultantId, session, hoursBefore });
      }
    }
    if (reminders.length > 0) {
      await transaction((tx) => emit(tx, { type: 'session.reminders-due', data: { reminders } }));
    }
    return { done: false, runAt: nextScan(now) };
  };
}
