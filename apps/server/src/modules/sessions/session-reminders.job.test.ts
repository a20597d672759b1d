import type { AvailabilitySlot, Ticket } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import type { TestUser } from '../../../test/factories';
import { type NotificationRow, notificationsIn } from '../../../test/notification-kit';
import { backgroundJobs } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { createDomainEvents } from '../../lib/domain-events';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createNotificationsService } from '../notifications/notifications.service';
import { registerSessionMails } from '../notifications/session-mails';
import { createUnsubscribeTokens } from '../notifications/unsubscribe-tokens';
import { createSettingsRepository } from '../settings/settings.repository';
import { createSettingsService } from '../settings/settings.service';
import { createTicketsRepository } from '../tickets/tickets.repository';
import type { SessionEvents } from './session.events';
import { createSessionRemindersJob, SESSION_REMINDERS_JOB } from './session-reminders.job';
import { createSessionsRepository } from './sessions.repository';
import { createSessionsService } from './sessions.service';

const NOW = '2031-05-12T08:10:00.000Z';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const SCAN_EVERY_MS = 5 * MINUTE_MS;

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let ravi: TestUser;
let basis: Taxonomy;

beforeAll(async () => {
  meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  basis = await kit.newTaxonomy();
  ravi = await kit.newConsultant({ hourlyRate: 2000, skills: [{ typeId: basis.typeId }] });
});

const iso = (at: number) => new Date(at).toISOString();

/**
 * When the scan is next due: the app schedules it at start-up for the clock's time, and each run
 * moves it to the next 5-minute mark. The job's clock only moves forward, so the tests' scans do.
 */
let scanDue = Date.parse(NOW);

/** Runs the due background jobs (the scan among them) with the clock at `at`. */
async function scanAt(at: number): Promise<void> {
  if (at < scanDue) throw new Error(`the scan is not due before ${iso(scanDue)}`);
  kit.clock.set(iso(at));
  await kit.app.backgroundJobs.runDue();
  scanDue = (Math.floor(at / SCAN_EVERY_MS) + 1) * SCAN_EVERY_MS;
}

/** Where ravi's published blocks end so far: a new one starts after it. */
let publishedUntil = 0;

/**
 * A block of `hours` whose first slot starts a day and more after the scans so far, published
 * with the clock two days before it (the availability window is 7 days); answers its slots.
 */
async function blockAhead(hours: number): Promise<AvailabilitySlot[]> {
  const start = Math.ceil(Math.max(scanDue + 26 * HOUR_MS, publishedUntil + HOUR_MS) / HOUR_MS) * HOUR_MS;
  publishedUntil = start + hours * HOUR_MS;
  kit.clock.set(iso(start - 48 * HOUR_MS));
  return kit.publishBlock(ravi, iso(start), hours);
}

const startOf = (slot: AvailabilitySlot | undefined) => Date.parse(slot?.slotStartTime ?? '');

function pick(slots: AvailabilitySlot[], ...indexes: number[]): AvailabilitySlot[] {
  return indexes.map((index) => {
    const slot = slots[index];
    if (!slot) throw new Error(`no slot ${index}`);
    return slot;
  });
}

const book = (slots: AvailabilitySlot[]) => kit.book(meera, ravi, basis, { slots });

async function remindersOf(ticket: Pick<Ticket, 'id'>): Promise<NotificationRow[]> {
  const rows = await notificationsIn(kit.database.db, 'session.reminder');
  return rows.filter((row) => row.ticketId === ticket.id);
}

interface Told {
  recipientId: string;
  runAt: string;
  payload: unknown;
}
const inOrder = (reminders: Told[]) =>
  reminders.sort((a, b) => a.runAt.localeCompare(b.runAt) || a.recipientId.localeCompare(b.recipientId));

/** Reminders as people get them: to whom, when, of which session and how long before. */
const told = (rows: readonly NotificationRow[]) =>
  inOrder(
    rows.map((row) => ({
      recipientId: row.recipientId,
      runAt: row.runAt.toISOString(),
      payload: row.payload,
    })),
  );

/**
 * Both people's reminder of the session `hoursBefore` it starts, with the calendar uid that names
 * its place: its own id, or the one it kept from before a move.
 */
const expectedReminders = (
  session: { id: string; start: number; end: number; calendarUid?: string },
  hoursBefore: number,
): Told[] =>
  inOrder(
    [meera.id, ravi.id].map((recipientId) => ({
      recipientId,
      runAt: iso(session.start - hoursBefore * HOUR_MS),
      payload: {
        sessionId: session.id,
        calendarUid: session.calendarUid ?? session.id,
        start: iso(session.start),
        end: iso(session.end),
        hoursBefore,
      },
    })),
  );

describe('the session reminder scan', () => {
  it('exists once from start-up on and moves itself to the next 5-minute mark after each run', async () => {
    const rows = await kit.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, SESSION_REMINDERS_JOB.kind));
    expect(rows.map((row) => [row.key, row.runAt.toISOString(), row.doneAt])).toEqual([
      [SESSION_REMINDERS_JOB.key, NOW, null],
    ]);
    await scanAt(Date.parse(NOW) + 2 * MINUTE_MS);
    const [after] = await kit.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, SESSION_REMINDERS_JOB.kind));
    expect(after).toMatchObject({
      runAt: new Date('2031-05-12T08:15:00.000Z'),
      doneAt: null,
      lastError: null,
    });
  });

  it('a booking writes none; the scans write them 24 hours and 1 hour before each session, to both people', async () => {
    const slots = await blockAhead(3);
    // Slots 0-1 touch: one session; slot 3 is another, 90 minutes after the first starts.
    const ticket = await book(pick(slots, 0, 1, 3));
    expect(await remindersOf(ticket)).toEqual([]);
    const first = { id: slots[0]?.id ?? '', start: startOf(slots[0]), end: startOf(slots[2]) };
    const second = {
      id: slots[3]?.id ?? '',
      start: startOf(slots[3]),
      end: startOf(slots[3]) + 30 * MINUTE_MS,
    };

    // 25 minutes before the 24-hour reminder is due it is not yet written; 5 minutes before, it is.
    await scanAt(first.start - 24 * HOUR_MS - 25 * MINUTE_MS);
    expect(await remindersOf(ticket)).toEqual([]);
    await scanAt(first.start - 24 * HOUR_MS - 5 * MINUTE_MS);
    expect(told(await remindersOf(ticket))).toEqual(expectedReminders(first, 24));

    await scanAt(second.start - 24 * HOUR_MS - 5 * MINUTE_MS);
    await scanAt(first.start - HOUR_MS - 5 * MINUTE_MS);
    await scanAt(second.start - HOUR_MS - 5 * MINUTE_MS);
    const reminders = await remindersOf(ticket);
    expect(told(reminders)).toEqual(
      inOrder(
        [first, second].flatMap((session) => [24, 1].flatMap((hours) => expectedReminders(session, hours))),
      ),
    );
    expect(reminders.every((row) => row.category === 'reminders' && row.status === 'queued')).toBe(true);
  });

  it('writes no reminder whose time had passed when the ticket was booked: booked 23 h 58 min ahead, only the 1-hour ones', async () => {
    const [slot] = await blockAhead(1);
    const start = startOf(slot);
    kit.clock.set(iso(start - 24 * HOUR_MS + 2 * MINUTE_MS));
    const ticket = await book(pick([slot as AvailabilitySlot], 0));
    // The 24-hour reminder is in this scan's reach (it takes those up to 10 minutes late), but it
    // was due before the booking.
    await scanAt(start - 24 * HOUR_MS + 5 * MINUTE_MS);
    expect(await remindersOf(ticket)).toEqual([]);
    await scanAt(start - HOUR_MS - 5 * MINUTE_MS);
    expect(told(await remindersOf(ticket))).toEqual(
      expectedReminders({ id: slot?.id ?? '', start, end: start + 30 * MINUTE_MS }, 1),
    );
  });

  it('a scan held up by up to 10 minutes still writes the reminder, due at once', async () => {
    const [slot] = await blockAhead(1);
    const start = startOf(slot);
    const ticket = await book(pick([slot as AvailabilitySlot], 0));
    await scanAt(start - HOUR_MS + 9 * MINUTE_MS);
    const reminders = await remindersOf(ticket);
    expect(reminders.map((row) => (row.payload as { hoursBefore: number }).hoursBefore)).toEqual([1, 1]);
    expect(reminders.every((row) => row.runAt.getTime() < kit.clock.now().getTime())).toBe(true);
  });

  it('overlapping scans, and two scans at once on two nodes, write each reminder once', async () => {
    const [slot] = await blockAhead(1);
    const start = startOf(slot);
    const ticket = await book(pick([slot as AvailabilitySlot], 0));
    for (const minutesBefore of [15, 10, 5]) await scanAt(start - 24 * HOUR_MS - minutesBefore * MINUTE_MS);
    const written = await remindersOf(ticket);
    expect(written).toHaveLength(2);

    // Two nodes' scans at the same moment (a lease that ran out under a slow run): the same rows.
    const { db } = kit.database;
    const notificationsRepo = createNotificationsRepository(db, { mailDomain: 'app.test' });
    const notifications = createNotificationsService({
      repo: notificationsRepo,
      tokens: createUnsubscribeTokens({ secret: 'reminder-scan-test' }),
      clock: kit.clock,
    });
    const events = createDomainEvents<SessionEvents>();
    registerSessionMails(events, { notifications });
    const ticketsRepo = createTicketsRepository(db);
    const sessions = createSessionsService({
      repo: createSessionsRepository(db),
      tickets: ticketsRepo,
      settings: createSettingsService({
        repo: createSettingsRepository(db, { clock: systemClock }),
        clock: systemClock,
        // Read only here: no setting changes, so nothing is told.
        emit: async () => {},
      }),
      clock: kit.clock,
      emit: events.emit,
      meetingSecret: 'reminder-scan-test',
    });
    const scan = createSessionRemindersJob({
      sessions,
      emit: events.emit,
      transaction: ticketsRepo.transaction,
    });
    const now = new Date(start - 24 * HOUR_MS);
    kit.clock.set(now.toISOString());
    const job = { key: SESSION_REMINDERS_JOB.key, payload: {}, attempts: 1, createdAt: now, now };
    const outcomes = await Promise.all([scan(job), scan(job)]);
    expect(outcomes).toEqual(
      [0, 1].map(() => ({ done: false, runAt: new Date(start - 24 * HOUR_MS + 5 * MINUTE_MS) })),
    );
    expect((await remindersOf(ticket)).map((row) => row.id).sort()).toEqual(
      written.map((row) => row.id).sort(),
    );
  });

  it('a moved session is reminded of its new start by the next scans; the old reminders are skipped when due', async () => {
    const slots = await blockAhead(4);
    const ticket = await book(pick(slots, 0, 1));
    const start = startOf(slots[0]);
    await scanAt(start - 24 * HOUR_MS - 5 * MINUTE_MS);
    const old = await remindersOf(ticket);
    expect(old).toHaveLength(2);

    kit.clock.set(iso(start - 24 * HOUR_MS));
    // By the consultant: the customer's cut-off has passed.
    const moved = await kit.send(
      'POST',
      `/api/SupportRequests/${ticket.id}/sessions/${slots[0]?.id}/reschedule`,
      ravi,
      {
        slotIds: pick(slots, 4, 5).map((slot) => slot.id),
      },
    );
    expect(moved.statusCode).toBe(200);
    expect(await remindersOf(ticket)).toHaveLength(2);

    const newStart = startOf(slots[4]);
    await scanAt(newStart - 24 * HOUR_MS - 5 * MINUTE_MS);
    const added = (await remindersOf(ticket)).filter((row) => !old.some((before) => before.id === row.id));
    expect(told(added)).toEqual(
      expectedReminders(
        { id: slots[4]?.id ?? '', start: newStart, end: newStart + HOUR_MS, calendarUid: slots[0]?.id },
        24,
      ),
    );

    // The old ones are due now: the delivery finds the session gone and skips them.
    let delivered: number;
    do delivered = await kit.app.notificationDelivery.deliverDue();
    while (delivered > 0);
    const after = new Map((await remindersOf(ticket)).map((row) => [row.id, row]));
    expect(old.map((row) => [after.get(row.id)?.status, after.get(row.id)?.lastError])).toEqual([
      ['skipped', 'The session is no longer booked'],
      ['skipped', 'The session is no longer booked'],
    ]);
    expect(added.map((row) => after.get(row.id)?.status)).toEqual(['queued', 'queued']);
  });

  it('a closed ticket gets none; an open one in the same scans does', async () => {
    const slots = await blockAhead(2);
    const closed = await book(pick(slots, 0));
    const open = await book(pick(slots, 2));
    await kit.moveTo(ravi, closed.id, 'Closed', { hoursWorked: 1 });
    for (const at of [startOf(slots[0]), startOf(slots[2])]) {
      await scanAt(at - 24 * HOUR_MS - 5 * MINUTE_MS);
    }
    expect(await remindersOf(closed)).toEqual([]);
    expect(await remindersOf(open)).toHaveLength(2);
  });
});
