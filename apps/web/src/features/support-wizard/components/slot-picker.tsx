import { useId } from 'react';
import { formatDay, formatTimeRange } from '../format';
import { type BookableSlot, groupSlotsByDay } from '../slots';
import { WIZARD_TEXTS } from '../wizard-texts';

type SlotPickerProps = {
  slots: readonly BookableSlot[];
  selectedIds: readonly string[];
  onToggle: (slotId: string, isSelected: boolean) => void;
};

/** The consultant's free slots, one fieldset of checkboxes per day: any number may be picked. */
export function SlotPicker({ slots, selectedIds, onToggle }: SlotPickerProps) {
  const id = useId();
  if (slots.length === 0) return <p className="text-muted-foreground">{WIZARD_TEXTS.noSlots}</p>;
  return (
    <div className="grid gap-5">
      {groupSlotsByDay(slots).map((day) => (
        <fieldset key={day.key} className="grid min-w-0 gap-2" data-testid="slot-day">
          <legend className="mb-2 text-sm font-semibold">{formatDay(day.date)}</legend>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
            {day.slots.map((slot) => {
              const inputId = `${id}-${slot.id}`;
              return (
                <label
                  key={slot.id}
                  htmlFor={inputId}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm tabular-nums hover:bg-muted/60 has-[:checked]:border-brand-text has-[:checked]:bg-accent/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={selectedIds.includes(slot.id)}
                    onChange={(event) => onToggle(slot.id, event.target.checked)}
                    className="size-4 shrink-0 cursor-pointer accent-brand-text focus-visible:outline-none"
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
