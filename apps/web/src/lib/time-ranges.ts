export type TimeRange = { start: Date; end: Date };

/** Back-to-back slots as one range each (a selection read out in another zone stays short). */
export function mergeRanges(slots: readonly TimeRange[]): TimeRange[] {
  const ranges: TimeRange[] = [];
  for (const slot of [...slots].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const last = ranges.at(-1);
    if (last && last.end.getTime() === slot.start.getTime()) last.end = slot.end;
    else ranges.push({ start: slot.start, end: slot.end });
  }
  return ranges;
}
