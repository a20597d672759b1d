import { DAY_MS, HOUR_MS, MINUTE_MS } from '@basisdesk/shared/common/durations';
import { localDayOf } from '@basisdesk/shared/common/wall-clock';
import { SLA_EVENT_LABELS, type SlaTargetView } from '@basisdesk/shared/sla/ticket-sla.schema';
import { formatDateTime, formatTime, getViewerTimeZone } from '@/lib/format-date';
import type { SlaTargetName } from './sla-form';

/** How a target stands, for its icon and colour; the words say it too, so colour is never alone. */
export type SlaTone = 'running' | 'breached' | 'paused' | 'met' | 'missed';

export interface SlaLine {
  tone: SlaTone;
  text: string;
}

const WORDS: Record<
  SlaTargetName,
  { dueBy: string; breached: string; inTime: string; late: string; noun: string }
> = {
  firstResponse: {
    dueBy: 'Respond by',
    breached: 'Response breached',
    inTime: 'Responded in time',
    late: 'Responded late',
    noun: 'response',
  },
  resolution: {
    dueBy: 'Resolve by',
    breached: 'Resolution breached',
    inTime: 'Resolved in time',
    late: 'Resolved late',
    noun: 'resolution',
  },
};

/**
 * '42 min', '2 h 5 min', '1 day 4 h', '3 days': precise while it is close, rounder as it grows.
 * Whole units are cut, never rounded up, so a countdown never promises more time than is left.
 */
export function formatSlaDuration(ms: number): string {
  const span = Math.max(0, ms);
  const minutes = Math.floor(span / MINUTE_MS);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (span < DAY_MS) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(span / DAY_MS);
  const dayText = `${days} ${days === 1 ? 'day' : 'days'}`;
  const restHours = Math.floor((span % DAY_MS) / HOUR_MS);
  return days === 1 && restHours ? `${dayText} ${restHours} h` : dayText;
}

/** 'in 42 min' or '2 h ago' from `now`; under a minute, 'in under 1 min' or 'just now'. */
export function formatSlaRelative(at: Date, now: Date): string {
  const ms = at.getTime() - now.getTime();
  if (ms > 0) return ms < MINUTE_MS ? 'in under 1 min' : `in ${formatSlaDuration(ms)}`;
  return -ms < MINUTE_MS ? 'just now' : `${formatSlaDuration(-ms)} ago`;
}

/** The due time in the viewer's zone: the time alone when it falls on the viewer's today, else date and time. */
export function formatSlaDue(at: Date, now: Date, timeZone = getViewerTimeZone()): string {
  return localDayOf(at, timeZone) === localDayOf(now, timeZone)
    ? formatTime(at, timeZone)
    : formatDateTime(at, timeZone);
}

/**
 * One target's line at `now`. The server's answer holds the due instant as of when it was
 * computed; while nothing moves the clock that instant holds, so the line counts down from it and
 * turns to a breach once it has passed, without asking the server again.
 */
export function slaLine(target: SlaTargetName, view: SlaTargetView, now: Date): SlaLine {
  const words = WORDS[target];
  if (view.state === 'stopped') {
    return view.breachedAt ? { tone: 'missed', text: words.late } : { tone: 'met', text: words.inTime };
  }
  if (view.state === 'paused') {
    return view.breachedAt
      ? { tone: 'breached', text: `${SLA_EVENT_LABELS.paused} (${words.noun} already breached)` }
      : { tone: 'paused', text: SLA_EVENT_LABELS.paused };
  }
  const due = view.dueAt ? new Date(view.dueAt) : null;
  const breachedAt = view.breachedAt ? new Date(view.breachedAt) : due && due <= now ? due : null;
  if (breachedAt)
    return { tone: 'breached', text: `${words.breached} ${formatSlaRelative(breachedAt, now)}` };
  // A business-hours target in a calendar with no working time ahead has nothing to count down to.
  if (!due) return { tone: 'running', text: `${words.dueBy}: no business hours ahead to count in` };
  return {
    tone: 'running',
    text: `${words.dueBy} ${formatSlaDue(due, now)} (${formatSlaRelative(due, now)})`,
  };
}
