import { Check } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { formatTimeOfDay } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { dayHeading, SlotToggle, type SlotToggleProps, slotLabel } from './slot-toggle';
import { freeSlotsOf, type GridSlot, moveInGrid, type WeekGrid } from './week-grid';
import { WEEK_GRID_TEXTS } from './week-grid-texts';

type WeekGridTableProps = Omit<SlotToggleProps, 'slot' | 'label' | 'tabIndex' | 'children'> & {
  grid: WeekGrid;
};

const ARROWS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' } as const;

/**
 * Desktop: a table of days (columns) by times (rows), each free slot a toggle button. One button
 * takes Tab (roving tabindex); the arrow keys move between free slots, Space and Enter toggle.
 * Booked and past slots are shown as text: visible, but nothing to press.
 */
export function WeekGridTable({ grid, ...toggle }: WeekGridTableProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const free = freeSlotsOf(grid);
  const [activeId, setActiveId] = useState<string | null>(null);
  const tabStop =
    free.find((slot) => slot.id === activeId) ??
    free.find((slot) => toggle.selectedIds.includes(slot.id)) ??
    free[0];

  function handleKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const direction = ARROWS[event.key as keyof typeof ARROWS];
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!direction || !cell) return;
    const from = { row: Number(cell.dataset.row), column: Number(cell.dataset.column) };
    const to = moveInGrid(grid, from, direction);
    event.preventDefault();
    if (!to) return;
    const target = tableRef.current?.querySelector<HTMLButtonElement>(
      `[data-row="${to.row}"][data-column="${to.column}"] button`,
    );
    if (!target) return;
    setActiveId(target.dataset.slotId ?? null);
    target.focus();
  }

  return (
    <div className="max-h-[32rem] overflow-auto rounded-md border" data-testid="week-grid">
      <table
        ref={tableRef}
        className="w-full border-separate border-spacing-0 text-sm"
        aria-label={WEEK_GRID_TEXTS.gridLabel}
        onKeyDown={handleKeyDown}
      >
        <thead>
          <tr>
            <th scope="col" className="sticky top-0 left-0 z-20 bg-card px-2 py-2 text-left font-medium">
              {WEEK_GRID_TEXTS.timeColumn}
            </th>
            {grid.days.map((day) => (
              <th
                key={day.key}
                scope="col"
                className="sticky top-0 z-10 bg-card px-1 py-2 text-center font-semibold whitespace-nowrap"
              >
                {dayHeading(day.date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, rowIndex) => {
            const first = row.cells.flat()[0];
            return (
              <tr key={row.minute}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-card px-2 py-1 text-left font-medium whitespace-nowrap tabular-nums"
                >
                  {first ? formatTimeOfDay(first.start) : ''}
                </th>
                {row.cells.map((cell, column) => (
                  <td
                    key={grid.days[column]?.key}
                    data-row={rowIndex}
                    data-column={column}
                    className="border-t px-1 py-1 align-middle"
                  >
                    <div className="grid gap-1">
                      {cell.map((slot) => (
                        <GridCell
                          key={slot.id}
                          slot={slot}
                          day={grid.days[column]?.date}
                          isTabStop={slot.id === tabStop?.id}
                          {...toggle}
                        />
                      ))}
                    </div>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function GridCell({
  slot,
  day,
  isTabStop,
  ...toggle
}: Omit<SlotToggleProps, 'label' | 'tabIndex' | 'children'> & { day: Date | undefined; isTabStop: boolean }) {
  if (slot.state !== 'free') return <SlotStateText slot={slot} className="min-h-10" />;
  const isSelected = toggle.selectedIds.includes(slot.id);
  return (
    <SlotToggle slot={slot} label={slotLabel(slot, day)} tabIndex={isTabStop ? 0 : -1} {...toggle}>
      {isSelected && <Check className="size-4" aria-hidden="true" />}
      <span className="tabular-nums">{formatTimeOfDay(slot.start)}</span>
    </SlotToggle>
  );
}

/** A booked or past slot: its state in words, nothing to press or tab to. */
export function SlotStateText({ slot, className }: { slot: GridSlot; className?: string }) {
  return (
    <span
      className={cn(
        'flex items-center justify-center rounded-md border border-dashed bg-muted px-2 text-xs text-muted-foreground',
        slot.state === 'past' && 'line-through',
        className,
      )}
      data-slot-state={slot.state}
    >
      {slot.state === 'booked' ? WEEK_GRID_TEXTS.booked : WEEK_GRID_TEXTS.past}
    </span>
  );
}
