import { AVAILABILITY_MESSAGES } from '@basisdesk/shared/availability/availability.schema';
import { CalendarX, ChevronDown } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format-date';
import type { SlotDay } from '@/lib/slot-days';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDeleteAvailabilitySlot } from '../api/delete-availability-slot';
import type { SlotView } from '../slot-views';
import { SlotRow } from './slot-row';

type SlotDayListProps = {
  days: SlotDay<SlotView>[];
  expandedDays: ReadonlySet<string>;
  onToggleDay: (dayKey: string) => void;
  /** Whether past days are listed: an empty list then means no slots at all. */
  isShowingPastDays: boolean;
};

function describeDay(slots: readonly SlotView[]) {
  const available = slots.filter((slot) => slot.state === 'Available').length;
  const booked = slots.filter((slot) => slot.state === 'Booked').length;
  const parts = [`${slots.length} slot${slots.length === 1 ? '' : 's'}`, `${available} available`];
  if (booked > 0) parts.push(`${booked} booked`);
  return parts.join(' · ');
}

/** Slots by local day; a day's heading opens and closes its list. */
export function SlotDayList({ days, expandedDays, onToggleDay, isShowingPastDays }: SlotDayListProps) {
  const deleteSlot = useDeleteAvailabilitySlot();

  function handleDelete(slot: SlotView) {
    deleteSlot.mutate(slot.id, {
      onSuccess: () => toast.success(AVAILABILITY_MESSAGES.deleted),
      onError: (error) => toast.error(errorMessage(error, AVAILABILITY_MESSAGES.deleteFailed)),
    });
  }

  if (days.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
        <CalendarX className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{isShowingPastDays ? 'No availability slots yet' : 'No upcoming slots'}</p>
        <p className="text-sm text-muted-foreground">
          Add a block above to publish bookable 30-minute slots.
        </p>
      </div>
    );
  }

  return (
    <ul className="grid gap-3">
      {days.map((day) => {
        const isExpanded = expandedDays.has(day.key);
        const listId = `slots-${day.key}`;
        return (
          <li key={day.key} className="rounded-lg border" data-testid="slot-day">
            <h3>
              <button
                type="button"
                className="flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-3 text-left hover:bg-muted"
                aria-expanded={isExpanded}
                aria-controls={listId}
                onClick={() => onToggleDay(day.key)}
              >
                <span className="flex-1">
                  <span className="block font-semibold">{formatDay(day.date)}</span>
                  <span className="block text-sm font-normal text-muted-foreground">
                    {describeDay(day.slots)}
                  </span>
                </span>
                <ChevronDown
                  className={cn('size-4 shrink-0 transition-transform', isExpanded && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </h3>
            <ul id={listId} hidden={!isExpanded} className="divide-y border-t">
              {day.slots.map((slot) => (
                <SlotRow
                  key={slot.id}
                  slot={slot}
                  isDeleting={deleteSlot.isPending && deleteSlot.variables === slot.id}
                  onDelete={handleDelete}
                />
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
