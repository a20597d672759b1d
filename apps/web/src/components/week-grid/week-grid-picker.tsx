import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { useMemo } from 'react';
import { getViewerTimeZone } from '@/lib/format-date';
import { DayList } from './day-list';
import type { SlotToggleProps } from './slot-toggle';
import { buildWeekGrid, type WeekGrid } from './week-grid';
import { WeekGridTable } from './week-grid-table';

/** A consultant's slots as the week grid, in the viewer's zone (their profile's, else the browser's). */
export function useWeekGrid(slots: readonly AvailabilitySlot[], now: Date): WeekGrid {
  const viewerZone = getViewerTimeZone();
  return useMemo(() => buildWeekGrid(slots, now, viewerZone), [slots, now, viewerZone]);
}

type WeekGridPickerProps = Pick<SlotToggleProps, 'selectedIds' | 'isFull' | 'onToggle'> & { grid: WeekGrid };

/**
 * Slots to toggle: the table of days by times on wider screens, the day tabs on phones (< 640 px).
 * Both render and CSS shows one, so the hidden one leaves the accessibility tree (decision 023).
 * Neither widens the grid or dialog it sits in: a wide week scrolls inside the grid's own box.
 */
export function WeekGridPicker({ grid, ...toggle }: WeekGridPickerProps) {
  if (grid.rows.length === 0) return null;
  return (
    <>
      <div className="hidden min-w-0 sm:block">
        <WeekGridTable grid={grid} {...toggle} />
      </div>
      <div className="min-w-0 sm:hidden">
        <DayList grid={grid} {...toggle} />
      </div>
    </>
  );
}
