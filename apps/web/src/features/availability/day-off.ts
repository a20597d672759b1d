import type { ExceptionList } from '@basisdesk/shared/availability/weekly-pattern.schema';
import { localDayOf } from '@basisdesk/shared/common/wall-clock';

/**
 * The first day off (yyyy-mm-dd, in the days' own zone) that a block from `start` to `end` falls
 * on, or null: a one-off block on a day off is asked about before it is published. A block that
 * runs past midnight touches its last minute's day too.
 */
export function dayOffTouchedBy(
  start: Date,
  end: Date,
  exceptions: ExceptionList | undefined,
): string | null {
  if (!exceptions || exceptions.days.length === 0) return null;
  const lastMinute = new Date(Math.max(start.getTime(), end.getTime() - 60_000));
  const touched = [localDayOf(start, exceptions.timeZone), localDayOf(lastMinute, exceptions.timeZone)];
  return touched.find((day) => exceptions.days.includes(day)) ?? null;
}
