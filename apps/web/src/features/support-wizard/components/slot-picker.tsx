import { MAX_SLOTS_PER_TICKET } from '@basisdesk/shared/tickets/tickets.limits';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { useId } from 'react';
import { formatDay, formatTimeRange } from '@/lib/format-date';
import { groupSlotsByDay } from '@/lib/slot-days';
import type { BookableSlot } from '../slots';
import { WIZARD_TEXTS } from '../wizard-texts';

type SlotPickerProps = {
  slots: readonly BookableSlot[];
  selectedIds: readonly string[];
  onToggle: (slotId: string, isSelected: boolean) => void;
};

/**
 * The consultant's free slots, one fieldset of checkboxes per day. Up to the server's limit may be
 * picked: once it is reached the others wait, and a note says why.
 */
export function SlotPicker({ slots, selectedIds, onToggle }: SlotPickerProps) {
  const id = useId();
  if (slots.length === 0) return <p className="text-muted-foreground">{WIZARD_TEXTS.noSlots}</p>;
  const isFull = selectedIds.length >= MAX_SLOTS_PER_TICKET;
  return (
    <div className="grid gap-5">
      {isFull && (
        <p role="status" className="text-sm text-muted-foreground">
          {TICKET_MESSAGES.tooManySlots}
        </p>
      )}
      {groupSlotsByDay(slots).map((day) => (
        <fieldset key={day.key} className="grid min-w-0 gap-2" data-testid="slot-day">
          <legend className="mb-2 text-sm font-semibold">{formatDay(day.date)}</legend>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
            {day.slots.map((slot) => {
              const inputId = `${id}-${slot.id}`;
              const isSelected = selectedIds.includes(slot.id);
              return (
                <label
                  key={slot.id}
                  htmlFor={inputId}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm tabular-nums hover:bg-muted/60 has-[:checked]:border-brand-text has-[:checked]:bg-accent/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={isSelected}
                    disabled={isFull && !isSelected}
                    onChange={(event) => onToggle(slot.id, event.target.checked)}
                    className="size-4 shrink-0 cursor-pointer accent-brand-text focus-visible:outline-none disabled:cursor-not-allowed"
                  />
                  <time dateTime={slot.slotStartTime}>{formatTimeRange(slot.start, slot.end)}</time>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
