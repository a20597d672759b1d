import { DAY_MS, HOUR_MS, MINUTE_MS } from '@basisdesk/shared/common/durations';
import type { SlaTargetView } from '@basisdesk/shared/sla/ticket-sla.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { setViewerTimeZone } from '@/lib/format-date';
import { formatSlaDue, formatSlaDuration, formatSlaRelative, slaLine } from './sla-wording';

// Monday 7 December 2026, 10:00 IST.
const now = new Date('2026-12-07T04:30:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);

const view = (state: SlaTargetView['state'], fields: Partial<SlaTargetView> = {}): SlaTargetView => ({
  state,
  targetMinutes: 60,
  clock: 'always',
  elapsedMinutes: 18,
  dueAt: null,
  breachedAt: null,
  stoppedAt: null,
  ...fields,
});

beforeEach(() => setViewerTimeZone('Asia/Kolkata'));

describe('formatSlaDuration', () => {
  it('says minutes, then hours and minutes, then days', () => {
    expect(formatSlaDuration(42 * MINUTE_MS)).toBe('42 min');
    expect(formatSlaDuration(0)).toBe('0 min');
    expect(formatSlaDuration(2 * HOUR_MS)).toBe('2 h');
    expect(formatSlaDuration(2 * HOUR_MS + 5 * MINUTE_MS)).toBe('2 h 5 min');
    expect(formatSlaDuration(DAY_MS + 4 * HOUR_MS)).toBe('1 day 4 h');
    expect(formatSlaDuration(DAY_MS)).toBe('1 day');
    expect(formatSlaDuration(3 * DAY_MS + 7 * HOUR_MS)).toBe('3 days');
  });

  it('cuts whole units, never rounding up', () => {
    expect(formatSlaDuration(42 * MINUTE_MS + 59_999)).toBe('42 min');
    expect(formatSlaDuration(2 * DAY_MS - 1)).toBe('1 day 23 h');
  });
});

describe('formatSlaRelative', () => {
  it('ahead reads "in …", behind "… ago"; under a minute either way has its own words', () => {
    expect(formatSlaRelative(after(42 * MINUTE_MS), now)).toBe('in 42 min');
    expect(formatSlaRelative(after(-2 * HOUR_MS), now)).toBe('2 h ago');
    expect(formatSlaRelative(after(30_000), now)).toBe('in under 1 min');
    expect(formatSlaRelative(after(-30_000), now)).toBe('just now');
  });
});

describe('formatSlaDue', () => {
  it("gives the time alone on the viewer's today, the date with it otherwise, with the zone's label", () => {
    expect(formatSlaDue(new Date('2026-12-07T05:00:00Z'), now)).toBe('10:30 AM IST');
    expect(formatSlaDue(new Date('2026-12-08T11:30:00Z'), now)).toBe('Dec 8, 2026, 5:00 PM IST');
  });

  it("reads today in the viewer's zone, not UTC's", () => {
    // 10:00 in India is 23:30 the day before in New York; 11:30 in India is past midnight there.
    const due = new Date('2026-12-07T06:00:00Z');
    expect(formatSlaDue(due, now, 'Asia/Kolkata')).toBe('11:30 AM IST');
    expect(formatSlaDue(due, now, 'America/New_York')).toBe('Dec 7, 2026, 1:00 AM EST');
  });
});

describe('slaLine', () => {
  it('a running target: its due time and how long is left', () => {
    expect(
      slaLine('firstResponse', view('running', { dueAt: after(30 * MINUTE_MS).toISOString() }), now),
    ).toEqual({ tone: 'running', text: 'Respond by 10:30 AM IST (in 30 min)' });
    expect(slaLine('resolution', view('running', { dueAt: '2026-12-09T11:30:00Z' }), now)).toEqual({
      tone: 'running',
      text: 'Resolve by Dec 9, 2026, 5:00 PM IST (in 2 days)',
    });
  });

  it('past its due instant it is breached, from that instant, even before the server says so', () => {
    const dueAt = after(-2 * HOUR_MS).toISOString();
    expect(slaLine('firstResponse', view('running', { dueAt }), now)).toEqual({
      tone: 'breached',
      text: 'Response breached 2 h ago',
    });
    expect(slaLine('resolution', view('running', { dueAt, breachedAt: dueAt }), now).text).toBe(
      'Resolution breached 2 h ago',
    );
  });

  it('the same answer counts down as the minutes pass, and turns to a breach', () => {
    const running = view('running', { dueAt: after(42 * MINUTE_MS).toISOString() });
    expect(slaLine('firstResponse', running, now).text).toBe('Respond by 10:42 AM IST (in 42 min)');
    expect(slaLine('firstResponse', running, after(41 * MINUTE_MS)).text).toBe(
      'Respond by 10:42 AM IST (in 1 min)',
    );
    expect(slaLine('firstResponse', running, after(42 * MINUTE_MS)).text).toBe('Response breached just now');
  });

  it('a paused target waits on the customer, saying so when it had already breached', () => {
    expect(slaLine('resolution', view('paused'), now)).toEqual({
      tone: 'paused',
      text: 'Paused: waiting on the customer',
    });
    expect(slaLine('firstResponse', view('paused', { breachedAt: now.toISOString() }), now)).toEqual({
      tone: 'breached',
      text: 'Paused: waiting on the customer (response already breached)',
    });
  });

  it('a stopped target says whether it was met', () => {
    expect(slaLine('firstResponse', view('stopped'), now)).toEqual({
      tone: 'met',
      text: 'Responded in time',
    });
    expect(slaLine('firstResponse', view('stopped', { breachedAt: now.toISOString() }), now)).toEqual({
      tone: 'missed',
      text: 'Responded late',
    });
    expect(slaLine('resolution', view('stopped'), now).text).toBe('Resolved in time');
    expect(slaLine('resolution', view('stopped', { breachedAt: now.toISOString() }), now).text).toBe(
      'Resolved late',
    );
  });

  it('a running target with no working time ahead has no due time to show', () => {
    expect(slaLine('resolution', view('running', { clock: 'business' }), now)).toEqual({
      tone: 'running',
      text: 'Resolve by: no business hours ahead to count in',
    });
  });
});
