import { formatSlot } from '@/lib/format-date';

/**
 * A session time as the server writes it into a history comment, in UTC so that the entry reads the
 * same to everyone who reads it through the API: '2030-01-07 09:00–10:00 UTC', or with the end's
 * day when the session runs past midnight ('2030-01-07 23:30–2030-01-08 00:30 UTC').
 */
const UTC_SESSION_TIME = /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})–(?:(\d{4}-\d{2}-\d{2}) )?(\d{2}:\d{2}) UTC/g;

/** The comment of a session change with each session time written in `timeZone` instead of UTC. */
export function localizeSessionComment(comment: string, timeZone?: string): string {
  return comment.replace(
    UTC_SESSION_TIME,
    (_match, startDay: string, startClock: string, endDay, endClock: string) => {
      const start = new Date(`${startDay}T${startClock}:00Z`);
      const end = new Date(`${endDay ?? startDay}T${endClock}:00Z`);
      return formatSlot(start, end, timeZone);
    },
  );
}
