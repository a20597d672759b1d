import { addDays, startOfLocalDay } from '@/lib/local-dates';

/**
 * The consultant's Today's Slots card: the slots that start today (in the viewer's zone), and how many
 * booked slots are still ahead.
 */
export function summarizeSlots(
  slots: ReadonlyArray<{ slotStartTime: string; isBooked: boolean }>,
  now: Date = new Date(),
): { today: number; upcomingBooked: number } {
  const today0 = startOfLocalDay(now);
  const startOfToday = today0.getTime();
  const startOfTomorrow = startOfLocalDay(addDays(today0, 1)).getTime();
  let today = 0;
  let upcomingBooked = 0;
  for (const slot of slots) {
    const start = new Date(slot.slotStartTime).getTime();
    if (start >= startOfToday && start < startOfTomorrow) today += 1;
    if (slot.isBooked && start > now.getTime()) upcomingBooked += 1;
  }
  return { today, upcomingBooked };
}
