import type { ReactNode } from 'react';
import { formatTimeRange, formatWeekday } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import type { GridSlot } from './week-grid';

export type SlotToggleProps = {
  slot: GridSlot;
  selectedIds: readonly string[];
  /** The cap is reached: slots not yet chosen wait (focusable, so the keyboard path stays whole). */
  isFull: boolean;
  onToggle: (slotId: string, isSelected: boolean) => void;
  label: string;
  tabIndex?: number;
  className?: string;
  children: ReactNode;
};

/** The day heading 'Thu, Nov 26': the column's calendar date, written in UTC (see GridDay.date). */
export const dayHeading = (date: Date) => formatWeekday(date, 'UTC');

/** 'Thu, Nov 26, 10:00 AM – 10:30 AM CET': a slot's whole name, for buttons read out of context. */
export const slotLabel = (slot: GridSlot, day?: Date) =>
  `${day ? `${dayHeading(day)}, ` : ''}${formatTimeRange(slot.start, slot.end)}`;

/** One free slot as a toggle button (aria-pressed): the grid's cell and the phone list's row alike. */
export function SlotToggle({
  slot,
  selectedIds,
  isFull,
  onToggle,
  label,
  tabIndex,
  className,
  children,
}: SlotToggleProps) {
  const isSelected = selectedIds.includes(slot.id);
  const isWaiting = isFull && !isSelected;
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      aria-disabled={isWaiting || undefined}
      aria-label={label}
      tabIndex={tabIndex}
      data-slot-id={slot.id}
      data-start={slot.slotStartTime}
      onClick={() => {
        if (!isWaiting) onToggle(slot.id, !isSelected);
      }}
      className={cn(
        'flex min-h-10 w-full items-center justify-center gap-1.5 rounded-md border px-2 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        isSelected
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-brand-text/40 bg-card text-foreground hover:bg-accent',
        isWaiting && 'cursor-not-allowed opacity-60 hover:bg-card',
        className,
      )}
    >
      {children}
    </button>
  );
}
