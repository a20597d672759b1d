import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { paiseToRupees, rupeesToPaise } from '@basisdesk/shared/common/money';

export type BookableSlot = AvailabilitySlot & { start: Date; end: Date };

const HOUR_MS = 60 * 60_000;

/**
 * The slots a customer can pick, earliest first: Available on the server and not yet started on
 * this clock. Spec §4 computes expiry on the client; a slot that has begun is refused by the
 * server too ('A selected slot has already started'), so it is not offered either.
 */
export function toBookableSlots(slots: readonly AvailabilitySlot[], now: Date): BookableSlot[] {
  return slots
    .map((slot) => ({ ...slot, start: new Date(slot.slotStartTime), end: new Date(slot.slotEndTime) }))
    .filter((slot) => slot.status === 'Available' && slot.start.getTime() > now.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The chosen ids that the fresh list no longer offers (booked by someone else, deleted, or over). */
export function findVanishedSlots(
  selectedIds: readonly string[],
  bookable: readonly BookableSlot[],
): string[] {
  const offered = new Set(bookable.map((slot) => slot.id));
  return selectedIds.filter((id) => !offered.has(id));
}

export const hoursOf = (slots: readonly BookableSlot[]) =>
  slots.reduce((total, slot) => total + (slot.end.getTime() - slot.start.getTime()) / HOUR_MS, 0);

/**
 * Hourly rate × hours in rupees, rounded to the paisa (money is whole paise, DESIGN §5). The
 * consultant may still adjust the final amount.
 */
export const estimateTotal = (hourlyRate: number, hours: number) =>
  paiseToRupees(rupeesToPaise(hourlyRate * hours));
