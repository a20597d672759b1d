import { DEFAULT_PAYMENT_AMOUNT_RUPEES } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import { tickets } from '../../db/schema';

/**
 * What a ticket is to be paid (spec §4 "Payment flow", §9): its amount from hours worked, else the
 * booked estimate at the captured rate (ticket-dto's totalPaiseOf), else ₹100. The ₹100 lives here
 * only, as SQL for the figures the database adds up.
 */
export const DEFAULT_PAYMENT_PAISE = DEFAULT_PAYMENT_AMOUNT_RUPEES * 100;

/**
 * The same rule as totalPaiseOf with the ₹100 fallback, per ticket row: round() of numeric rounds
 * half away from zero, as Math.round does for these positive amounts. A zero (a rate of ₹0) falls
 * back too, as the spec's "else" reads.
 */
export const payablePaiseSql = sql<number>`coalesce(
  nullif(coalesce(${tickets.amountPaise}, round(${tickets.hourlyRatePaise} * ${tickets.bookedMinutes} / 60.0)), 0),
  ${sql.raw(String(DEFAULT_PAYMENT_PAISE))})`;
