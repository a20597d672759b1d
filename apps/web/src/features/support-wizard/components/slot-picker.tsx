import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { MAX_SLOTS_PER_TICKET } from '@basisdesk/shared/tickets/tickets.limits';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { freeSlotsOf, timeInOtherZone } from '@/components/week-grid/week-grid';
import { useWeekGrid, WeekGridPicker } from '@/components/week-grid/week-grid-picker';
import { formatZoneLabel, getViewerTimeZone } from '@/lib/format-date';
import type { BookableSlot } from '../slots';
import { WIZARD_TEXTS, zonesText } from '../wizard-texts';

type SlotPickerProps = {
  /** Every slot of the consultant's week as the server lists them: booked and past ones show too. */
  slots: readonly AvailabilitySlot[];
  now: Date;
  selectedIds: readonly string[];
  selectedSlots: readonly BookableSlot[];
  onToggle: (slotId: string, isSelected: boolean) => void;
  /** The consultant's profile zone; null when they have not set one. */
  consultantTimeZone: string | null;
};

/**
 * Step 4's slots: the consultant's next 7 days as the week grid (a day list on phones), in the
 * viewer's zone with the consultant's named beside it. Up to the server's limit may be picked:
 * once it is reached the others wait, and a note says why.
 */
export function SlotPicker({
  slots,
  now,
  selectedIds,
  selectedSlots,
  onToggle,
  consultantTimeZone,
}: SlotPickerProps) {
  const viewerZone = getViewerTimeZone();
  const grid = useWeekGrid(slots, now);
  const isFull = selectedIds.length >= MAX_SLOTS_PER_TICKET;
  const toggle = { selectedIds, isFull, onToggle };
  const theirTime = timeInOtherZone(selectedSlots, viewerZone, consultantTimeZone);

  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium" data-testid="slot-zones">
        {zonesText(
          formatZoneLabel(now, viewerZone),
          consultantTimeZone === null ? null : formatZoneLabel(now, consultantTimeZone),
        )}
      </p>
      {freeSlotsOf(grid).length === 0 && <p className="text-muted-foreground">{WIZARD_TEXTS.noSlots}</p>}
      {isFull && (
        <p role="status" className="text-sm text-muted-foreground">
          {TICKET_MESSAGES.tooManySlots}
        </p>
      )}
      <WeekGridPicker grid={grid} {...toggle} />
      {theirTime && (
        <p className="text-sm" data-testid="consultant-time">
          <span className="font-medium">{WIZARD_TEXTS.consultantTime}</span> {theirTime}
        </p>
      )}
    </div>
  );
}
