import {
  type AvailabilitySlot,
  type NotificationEvent,
  type Ticket,
  type TicketSessionDetail,
  ticketSessionDetailListSchema,
} from '@basisdesk/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { notifications, users } from '../src/db/schema';
import type { Taxonomy } from './booking-kit';
import { expectBody } from './expect-response';
import type { TestUser } from './factories';
import { openPaymentKit, type PaymentKit } from './payment-kit';
import { useOpened } from './use-opened';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The outbox as it stands: every notification written so far, oldest first, optionally only one
 * event's. Tests of those who tell people read it; the delivery's own tests read the mails.
 */
export async function notificationsIn(db: Db, event?: NotificationEvent): Promise<NotificationRow[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(event ? eq(notifications.event, event) : undefined)
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows;
}

/** Who a set of notifications is to, with their event: `[recipientId, event]`, sorted, for exact expectations. */
export const recipientsOf = (rows: readonly NotificationRow[]) =>
  rows
    .map((row) => [row.recipientId, row.event] as const)
    .sort(([a, x], [b, y]) => `${a}${x}`.localeCompare(`${b}${y}`));

/** `[recipientId, event]` pairs in recipientsOf's order, for exact expectations. */
export const pairs = (...expected: Array<readonly [string, NotificationEvent]>) =>
  [...expected].sort(([a, x], [b, y]) => `${a}${x}`.localeCompare(`${b}${y}`));

/** What a test adds: the rows written since `before` was taken. */
export const since = (before: readonly NotificationRow[], after: readonly NotificationRow[]) => {
  const seen = new Set(before.map((row) => row.id));
  return after.filter((row) => !seen.has(row.id));
};

/**
 * What the tests of who is told what start from: the payment kit (Razorpay's stand-in) with a
 * customer (Meera Iyer), a consultant of one taxonomy (Ravi Kumar, ₹2,000 an hour, in India's
 * zone), blocks two days ahead (past the 24-hour cut-off), and the outbox rows of a ticket.
 */
export interface NoticeKit extends PaymentKit {
  meera: TestUser;
  ravi: TestUser;
  basis: Taxonomy;
  /** Ravi's next block of `hours`, an hour after the last. */
  block(hours: number): Promise<AvailabilitySlot[]>;
  /** Meera books these slots of Ravi's. */
  bookSlots(slots: AvailabilitySlot[]): Promise<Ticket>;
  /** The outbox rows of one ticket, optionally of one event, oldest first. */
  noticesOf(ticket: Pick<Ticket, 'id'>, event?: NotificationEvent): Promise<NotificationRow[]>;
  /** The ticket's sessions as Meera reads them. */
  sessionsOf(ticket: Pick<Ticket, 'id'>): Promise<TicketSessionDetail[]>;
}

export async function openNoticeKit(options: { now: string }): Promise<NoticeKit> {
  const kit = await openPaymentKit({ razorpay: true, now: options.now });
  const meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  const basis = await kit.newTaxonomy();
  const ravi = await kit.newConsultant({
    firstName: 'Ravi',
    lastName: 'Kumar',
    hourlyRate: 2000,
    skills: [{ typeId: basis.typeId }],
  });
  await kit.database.db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.id, ravi.id));
  const block = kit.blockSeries(ravi, '2031-05-14T06:00:00.000Z');
  return Object.assign(kit, {
    meera,
    ravi,
    basis,
    block,
    bookSlots: (slots: AvailabilitySlot[]) => kit.book(meera, ravi, basis, { slots }),
    noticesOf: async (ticket: Pick<Ticket, 'id'>, event?: NotificationEvent) =>
      (await notificationsIn(kit.database.db, event)).filter((row) => row.ticketId === ticket.id),
    sessionsOf: async (ticket: Pick<Ticket, 'id'>) =>
      expectBody(
        await kit.send('GET', `/api/SupportRequests/${ticket.id}/sessions`, meera),
        200,
        ticketSessionDetailListSchema,
      ),
  });
}

export const useNoticeKit = (options: { now: string }) => useOpened(() => openNoticeKit(options));
