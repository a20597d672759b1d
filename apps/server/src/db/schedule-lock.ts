import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/** The advisory-lock class of consultants' schedules; the second key is the consultant's hash. */
const SCHEDULE_LOCK_CLASS = 1;

/**
 * Holds a consultant's schedule (slots, weekly pattern, exception and filled days) until the
 * transaction ends. The availability module takes it for every change to a schedule, and the demo
 * seed for the pattern it gives, so two writers of one schedule take turns.
 */
export async function lockConsultantSchedule(consultantId: string, tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_CLASS}, hashtext(${consultantId}))`);
}

/** The advisory-lock class of customers' bookings; the second key is the customer's hash. */
const CUSTOMER_BOOKINGS_LOCK_CLASS = 2;

/**
 * Holds a customer's bookings until the transaction ends, so two bookings of one customer are
 * checked against the unpaid-hours cap one after the other, never both against the same total.
 */
export async function lockCustomerBookings(customerId: string, tx: Tx): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CUSTOMER_BOOKINGS_LOCK_CLASS}, hashtext(${customerId}))`,
  );
}
