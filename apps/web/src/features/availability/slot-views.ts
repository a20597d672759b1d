import {
  type AvailabilitySlot,
  getSlotState,
  type SlotState,
} from '@basisdesk/shared/availability/availability.schema';

export type SlotView = AvailabilitySlot & { start: Date; end: Date; state: SlotState };

export type SlotCounts = Record<'total' | 'available' | 'booked' | 'expired', number>;

/** Each slot's state on the client's clock (spec §4: expired is computed on the client). */
export function toSlotViews(slots: readonly AvailabilitySlot[], now: Date): SlotView[] {
  return slots
    .map((slot) => ({
      ...slot,
      start: new Date(slot.slotStartTime),
      end: new Date(slot.slotEndTime),
      state: getSlotState(slot, now),
    }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

export function countSlots(slots: readonly SlotView[]): SlotCounts {
  const count = (state: SlotState) => slots.filter((slot) => slot.state === state).length;
  return {
    total: slots.length,
    available: count('Available'),
    booked: count('Booked'),
    expired: count('Expired'),
  };
}
