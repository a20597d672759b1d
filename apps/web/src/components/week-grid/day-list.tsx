import { Check } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatTimeRange } from '@/lib/format-date';
import { dayHeading, SlotToggle, type SlotToggleProps, slotLabel } from './slot-toggle';
import { slotsOfDay, type WeekGrid } from './week-grid';
import { SlotStateText } from './week-grid-table';
import { WEEK_GRID_TEXTS } from './week-grid-texts';

type DayListProps = Omit<SlotToggleProps, 'slot' | 'label' | 'tabIndex' | 'children'> & { grid: WeekGrid };

/** Phones: the same week as day tabs, each day a list of its slots (free ones to toggle). */
export function DayList({ grid, ...toggle }: DayListProps) {
  const firstFreeDay = grid.days.findIndex((_, column) =>
    slotsOfDay(grid, column).some((slot) => slot.state === 'free'),
  );
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? grid.days[Math.max(firstFreeDay, 0)]?.key ?? '';
  return (
    <Tabs value={value} onValueChange={setPicked} className="grid gap-3" data-testid="day-list">
      <TabsList aria-label={WEEK_GRID_TEXTS.gridLabel} className="h-auto w-full justify-start">
        {grid.days.map((day) => (
          <TabsTrigger key={day.key} value={day.key} className="shrink-0 px-2.5">
            {dayHeading(day.date)}
          </TabsTrigger>
        ))}
      </TabsList>
      {grid.days.map((day, column) => {
        const slots = slotsOfDay(grid, column);
        return (
          <TabsContent key={day.key} value={day.key}>
            {slots.length === 0 ? (
              <p className="text-sm text-muted-foreground">{WEEK_GRID_TEXTS.noSlotsThatDay}</p>
            ) : (
              <ul className="grid gap-2">
                {slots.map((slot) => (
                  <li key={slot.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
                    {slot.state === 'free' ? (
                      <SlotToggle
                        slot={slot}
                        label={slotLabel(slot, day.date)}
                        className="col-span-2 min-h-11 justify-start"
                        {...toggle}
                      >
                        {toggle.selectedIds.includes(slot.id) && (
                          <Check className="size-4" aria-hidden="true" />
                        )}
                        <span className="tabular-nums">{formatTimeRange(slot.start, slot.end)}</span>
                      </SlotToggle>
                    ) : (
                      <>
                        <span className="text-sm text-muted-foreground tabular-nums">
                          {formatTimeRange(slot.start, slot.end)}
                        </span>
                        <SlotStateText slot={slot} className="min-h-8" />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
