import { SLOT_MINUTES } from '@basisdesk/shared';
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { lockCustomerBookings } from '../../db/schedule-lock';
import { availabilitySlots, tickets } from '../../db/schema';

/**
 * The minutes of sessions still ahead on the customer's tickets that are not paid, with the
 * customer's bookings held until the transaction ends (the cap's check and the booking it allows
 * are one step).
 */
export async function lockUnpaidBookedMinutes(customerId: string, now: Date, tx: Tx): Promise<number> {
  await lockCustomerBookings(customerId, tx);
  const [row] = await tx
    .select({ slots: count() })
    .from(availabilitySlots)
    .innerJoin(tickets, eq(tickets.id, availabilitySlots.ticketId))
    .where(
      and(
        eq(tickets.customerId, customerId),
        ne(tickets.paymentStatus, 'Paid'),
        gt(availabilitySlots.slotStart, now),
      ),
    );
  return (row?.slots ?? 0) * SLOT_MINUTES;
}
