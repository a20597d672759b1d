import { MINUTE_MS } from '@basisdesk/shared/common/durations';
import { formatDateTime } from '@/lib/format-date';

/**
 * When a session was last seen, as a person reads it: 'Just now', 'n minutes ago' within the
 * hour, else the date and time in the viewer's zone. The server moves the time on once a minute at
 * most, so anything under two minutes is "now".
 */
export function formatLastSeen(lastSeenAt: string, now: Date, timeZone?: string): string {
  const minutes = Math.floor((now.getTime() - new Date(lastSeenAt).getTime()) / MINUTE_MS);
  if (minutes < 2) return 'Just now';
  if (minutes < 60) return `${minutes} minutes ago`;
  return formatDateTime(lastSeenAt, timeZone);
}
