import { type AvailabilitySlot, getSlotState } from '@basisdesk/shared';
import type { SlotRow } from './availability.repository';

/** The columns a slot's answer needs: the availability lists and a ticket's booked slots read these. */
export type SlotFields = Pick<SlotRow, 'id' | 'consultantId' | 'slotStart' | 'slotEnd' | 'ticketId'>;

/** A slot as the API answers it, with its state (free, booked, expired) at `now`. */
export function toSlot(row: SlotFields, now: Date): AvailabilitySlot {
  const isBooked = row.ticketId !== null;
  return {
    id: row.id,
    consultantId: row.consultantId,
    slotStartTime: row.slotStart.toISOString(),
    slotEndTime: row.slotEnd.toISOString(),
    isBooked,
    status: getSlotState({ slotEndTime: row.slotEnd, isBooked }, now),
  };
}

/** A slot in its consultant's own view (or an admin's): a booked one names its ticket. */
export function toOwnSlot(row: SlotFields & { orderNumber: string | null }, now: Date): AvailabilitySlot {
  const slot = toSlot(row, now);
  return row.ticketId && row.orderNumber
    ? { ...slot, ticketId: row.ticketId, orderNumber: row.orderNumber }
    : slot;
}
