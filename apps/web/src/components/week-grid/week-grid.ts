import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { bookingWindow } from '@basisdesk/shared/availability/availability-rules';
import { addDaysTo, localDayOf, wallClockMinuteOf } from '@basisdesk/shared/common/wall-clock';
import { formatTimeRange, formatWeekday } from '@/lib/format-date';
import { mergeRanges, type TimeRange } from '@/lib/time-ranges';

export type GridSlotState = 'free' | 'booked' | 'past';

export type GridSlot = {
  id: string;
  slotStartTime: string;
  start: Date;
  end: Date;
  state: GridSlotState;
};

export type GridDay = {
  /** yyyy-mm-dd of the calendar day in the viewer's zone. */
  key: string;
  /**
   * Noon UTC of that calendar date: write it in UTC ('Thu, Nov 26') to name the day. A real
   * instant of the day would need the zone's offset, and a day can begin at 01:00 after a DST jump.
   */
  date: Date;
};

export type GridRow = {
  /** Minutes after local midnight of the wall-clock time the row stands for (870 = 14:30). */
  minute: number;
  /**
   * One list per day column. Mostly zero or one slot; two when the clocks go back and the same
   * wall-clock time happens twice that day.
   */
  cells: GridSlot[][];
};

export type WeekGrid = { days: GridDay[]; rows: GridRow[] };

type WallClock = { key: string; minute: number };

/** The calendar day and the minute of the day at which an instant falls in a time zone (shared/common/wall-clock). */
export const toWallClock = (at: Date, timeZone: string): WallClock => ({
  key: localDayOf(at, timeZone),
  minute: wallClockMinuteOf(at, timeZone),
});

/** The calendar day `days` after a yyyy-mm-dd, as a day column (its date at noon UTC, for the heading). */
function dayAfter(key: string, days: number): GridDay {
  const day = addDaysTo(key, days);
  return { key: day, date: new Date(`${day}T12:00:00.000Z`) };
}

/** Free: offered and not yet begun. Past: begun or over, whatever the server last said. */
export function slotStateOf(slot: Pick<AvailabilitySlot, 'status'>, start: Date, now: Date): GridSlotState {
  if (slot.status === 'Booked') return 'booked';
  if (slot.status === 'Expired' || start.getTime() <= now.getTime()) return 'past';
  return 'free';
}

/**
 * The day columns: from today in the viewer's zone to the day there on which the booking window's
 * last instant falls. The window is whole UTC days (bookingWindow: today to +7), so a viewer ahead
 * of or behind UTC sees eight or nine days, and every slot the window returns has its column.
 */
function gridDaysOf(now: Date, timeZone: string): GridDay[] {
  const today = toWallClock(now, timeZone).key;
  const last = toWallClock(new Date(bookingWindow(now).end.getTime() - 1), timeZone).key;
  const days: GridDay[] = [];
  for (let day = dayAfter(today, 0); day.key <= last; day = dayAfter(day.key, 1)) days.push(day);
  return days;
}

/**
 * The consultant's slots as the picker shows them: a column for each day of the booking window
 * from today in the viewer's zone, and one row per wall-clock start time that has a slot on any of
 * those days (no empty night). A slot of an earlier day has no column: it has begun.
 */
export function buildWeekGrid(slots: readonly AvailabilitySlot[], now: Date, timeZone: string): WeekGrid {
  const days = gridDaysOf(now, timeZone);
  const columnOf = new Map(days.map((day, index) => [day.key, index]));
  const rows = new Map<number, GridRow>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.slotStartTime) - Date.parse(b.slotStartTime));
  for (const slot of sorted) {
    const start = new Date(slot.slotStartTime);
    const { key, minute } = toWallClock(start, timeZone);
    const column = columnOf.get(key);
    if (column === undefined) continue;
    const row = rows.get(minute) ?? { minute, cells: days.map(() => []) };
    row.cells[column]?.push({
      id: slot.id,
      slotStartTime: slot.slotStartTime,
      start,
      end: new Date(slot.slotEndTime),
      state: slotStateOf(slot, start, now),
    });
    rows.set(minute, row);
  }
  return { days, rows: [...rows.values()].sort((a, b) => a.minute - b.minute) };
}

/** A day's slots in time order: the phone's day list. */
export const slotsOfDay = (grid: WeekGrid, column: number): GridSlot[] =>
  grid.rows.flatMap((row) => row.cells[column] ?? []);

/** The free slots in reading order (day by day, then by time): where the keyboard may go. */
export const freeSlotsOf = (grid: WeekGrid): GridSlot[] =>
  grid.days.flatMap((_, column) => slotsOfDay(grid, column)).filter((slot) => slot.state === 'free');

/** The next cell in a direction that holds a free slot, or null at the grid's edge. */
export function moveInGrid(
  grid: WeekGrid,
  from: { row: number; column: number },
  direction: 'up' | 'down' | 'left' | 'right',
): { row: number; column: number } | null {
  const step = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] }[direction] as [number, number];
  let row = from.row + step[0];
  let column = from.column + step[1];
  while (row >= 0 && row < grid.rows.length && column >= 0 && column < grid.days.length) {
    if (grid.rows[row]?.cells[column]?.some((slot) => slot.state === 'free')) return { row, column };
    row += step[0];
    column += step[1];
  }
  return null;
}

/** 'Thu, Nov 26, 7:00 PM – 8:30 PM IST': a run of chosen slots written in a zone. */
const rangeIn = (range: TimeRange, timeZone: string) =>
  `${formatWeekday(range.start, timeZone)}, ${formatTimeRange(range.start, range.end, timeZone)}`;

/**
 * The chosen slots, merged into runs, as the other zone reads them; null when that zone is unknown,
 * nothing is chosen, or its clock reads the same as the viewer's (it would say nothing new).
 */
export function timeInOtherZone(
  selected: readonly TimeRange[],
  viewerZone: string,
  otherZone: string | null,
): string | null {
  if (otherZone === null) return null;
  const ranges = mergeRanges(selected);
  const theirs = ranges.map((range) => rangeIn(range, otherZone)).join('; ');
  const mine = ranges.map((range) => rangeIn(range, viewerZone)).join('; ');
  return theirs === '' || theirs === mine ? null : theirs;
}
