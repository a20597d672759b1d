/**
 * A conflicting slot travels in a 409's `details` as an ISO 8601 interval ("start/end"), so the
 * one error shape can list the conflicts and the client can show them in local time.
 */
export const CONFLICT_DETAIL_PATH = 'conflicts';

export function toConflictDetail(slot: { slotStartTime: string; slotEndTime: string }) {
  return { path: CONFLICT_DETAIL_PATH, message: `${slot.slotStartTime}/${slot.slotEndTime}` };
}

export function parseConflictDetails(
  details: ReadonlyArray<{ path: string; message: string }> | undefined,
): Array<{ start: Date; end: Date }> {
  return (details ?? [])
    .filter((detail) => detail.path === CONFLICT_DETAIL_PATH)
    .map((detail) => {
      const [start = '', end = ''] = detail.message.split('/');
      return { start: new Date(start), end: new Date(end) };
    })
    .filter(({ start, end }) => !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime()));
}
