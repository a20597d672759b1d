import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { bookingWindow } from '@basisdesk/shared/availability/availability-rules';
import { describe, expect, it } from 'vitest';
import {
  buildWeekGrid,
  freeSlotsOf,
  moveInGrid,
  slotStateOf,
  slotsOfDay,
  timeInOtherZone,
  toWallClock,
} from './week-grid';

const HALF_HOUR = 30 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
let sequence = 0;

function slot(start: string, status: AvailabilitySlot['status'] = 'Available'): AvailabilitySlot {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    consultantId: '00000000-0000-4000-8000-aaaaaaaaaaaa',
    slotStartTime: new Date(start).toISOString(),
    slotEndTime: new Date(Date.parse(start) + HALF_HOUR).toISOString(),
    isBooked: status === 'Booked',
    status,
  };
}

const rowTimes = (minutes: number[]) =>
  minutes.map(
    (minute) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
  );

describe('toWallClock', () => {
  it('reads the day and minute in the zone, not the browser', () => {
    expect(toWallClock(new Date('2026-11-26T09:00:00Z'), 'Asia/Kolkata')).toEqual({
      key: '2026-11-26',
      minute: 14 * 60 + 30,
    });
    expect(toWallClock(new Date('2026-11-26T23:30:00Z'), 'Europe/Berlin')).toEqual({
      key: '2026-11-27',
      minute: 30,
    });
  });
});

describe('buildWeekGrid', () => {
  const now = new Date('2026-11-26T08:00:00Z'); // Thursday, 09:00 in Berlin

  it('shows the days of the booking window from today in the viewer zone', () => {
    // The window runs to 4 December 00:00 UTC: 01:00 that day in Berlin, so nine columns.
    const grid = buildWeekGrid([], now, 'Europe/Berlin');
    const berlinDays = [
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ];
    expect(grid.days.map((day) => day.key)).toEqual(berlinDays);
    expect(grid.rows).toEqual([]);
    // Late in the evening UTC it is already tomorrow in Kolkata: the same window, one day fewer.
    expect(
      buildWeekGrid([], new Date('2026-11-26T20:00:00Z'), 'Asia/Kolkata').days.map((day) => day.key),
    ).toEqual(berlinDays.slice(1));
  });

  it('builds rows only for times that have a slot on some day, across days, in time order', () => {
    const grid = buildWeekGrid(
      [
        slot('2026-11-28T13:30:00Z'), // Sat 14:30 Berlin
        slot('2026-11-26T09:00:00Z'), // Thu 10:00
        slot('2026-11-27T09:00:00Z'), // Fri 10:00
        slot('2026-11-26T09:30:00Z'), // Thu 10:30
      ],
      now,
      'Europe/Berlin',
    );
    expect(rowTimes(grid.rows.map((row) => row.minute))).toEqual(['10:00', '10:30', '14:30']);
    const ten = grid.rows[0];
    expect(ten?.cells.map((cell) => cell.length)).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(grid.rows[2]?.cells[2]).toHaveLength(1);
    expect(slotsOfDay(grid, 0).map((entry) => entry.slotStartTime)).toEqual([
      '2026-11-26T09:00:00.000Z',
      '2026-11-26T09:30:00.000Z',
    ]);
  });

  it('has no column for a day before today: its slots have begun', () => {
    const grid = buildWeekGrid([slot('2026-11-25T22:30:00Z')], now, 'Europe/Berlin');
    expect(grid.rows).toEqual([]);
  });

  it('marks booked and past slots; only free ones are where the keyboard goes', () => {
    const grid = buildWeekGrid(
      [
        slot('2026-11-26T07:30:00Z'), // began before now
        slot('2026-11-26T08:00:00Z'), // begins now
        slot('2026-11-26T09:00:00Z', 'Booked'),
        slot('2026-11-26T10:00:00Z'),
      ],
      now,
      'Europe/Berlin',
    );
    expect(slotsOfDay(grid, 0).map((entry) => entry.state)).toEqual(['past', 'past', 'booked', 'free']);
    expect(freeSlotsOf(grid).map((entry) => entry.slotStartTime)).toEqual(['2026-11-26T10:00:00.000Z']);
  });

  it('keeps a day of 25 hours: the repeated hour shares a row, two slots in the cell', () => {
    // Berlin goes back from 03:00 CEST to 02:00 CET on 25 October 2026.
    const dstNow = new Date('2026-10-24T08:00:00Z');
    const grid = buildWeekGrid(
      [
        slot('2026-10-25T00:00:00Z'), // 02:00 CEST
        slot('2026-10-25T01:00:00Z'), // 02:00 CET
        slot('2026-10-26T01:00:00Z'), // Monday 02:00 CET
      ],
      dstNow,
      'Europe/Berlin',
    );
    expect(rowTimes(grid.rows.map((row) => row.minute))).toEqual(['02:00']);
    expect(grid.rows[0]?.cells.map((cell) => cell.length)).toEqual([0, 2, 1, 0, 0, 0, 0, 0, 0]);
    expect(grid.days.map((day) => day.key).slice(0, 3)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('keeps a day of 23 hours: the skipped hour has no row, the next ones line up', () => {
    // Berlin jumps from 02:00 CET to 03:00 CEST on 29 March 2026.
    const dstNow = new Date('2026-03-28T08:00:00Z');
    const grid = buildWeekGrid(
      [
        slot('2026-03-29T01:00:00Z'), // 03:00 CEST
        slot('2026-03-28T02:00:00Z'), // Saturday 03:00 CET
        slot('2026-03-30T01:00:00Z'), // Monday 03:00 CEST
      ],
      dstNow,
      'Europe/Berlin',
    );
    expect(rowTimes(grid.rows.map((row) => row.minute))).toEqual(['03:00']);
    expect(grid.rows[0]?.cells.map((cell) => cell.length)).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0]);
    expect(grid.days).toHaveLength(9);
  });
});

describe('buildWeekGrid at the edges of the booking window', () => {
  const HALF_HOUR_MS = 30 * 60_000;
  const dayIn = (at: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      at,
    );
  const nows = [
    '2026-11-26T00:00:00Z',
    '2026-11-26T03:00:00Z',
    '2026-11-26T08:00:00Z',
    '2026-11-26T10:00:00Z',
    '2026-11-26T18:45:00Z',
    '2026-11-26T23:59:00Z',
  ];
  const zones = ['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kathmandu'];

  for (const timeZone of zones) {
    it(`shows the first and the very last free slot the window returns (${timeZone})`, () => {
      for (const iso of nows) {
        const at = new Date(iso);
        const window = bookingWindow(at);
        const first = slot(new Date(at.getTime() + HALF_HOUR_MS).toISOString());
        const last = slot(new Date(window.end.getTime() - HALF_HOUR_MS).toISOString());
        const grid = buildWeekGrid([last, first], at, timeZone);
        const keys = grid.days.map((day) => day.key);

        expect(keys[0], iso).toBe(dayIn(at, timeZone));
        expect(keys.at(-1), iso).toBe(dayIn(new Date(window.end.getTime() - 1), timeZone));
        expect([8, 9], iso).toContain(keys.length);
        // Calendar days one after another, whatever the zone's offset.
        keys.slice(1).forEach((key, index) => {
          expect(Date.parse(`${key}T12:00:00Z`) - Date.parse(`${keys[index]}T12:00:00Z`), iso).toBe(DAY_MS);
        });
        expect(
          freeSlotsOf(grid).map((entry) => entry.id),
          iso,
        ).toEqual([first.id, last.id]);
        expect(
          slotsOfDay(grid, keys.length - 1).map((entry) => entry.id),
          iso,
        ).toContain(last.id);
      }
    });
  }

  it('counts eight or nine columns as the zone sits against UTC', () => {
    const columns = (iso: string, timeZone: string) => buildWeekGrid([], new Date(iso), timeZone).days.length;
    expect(columns('2026-11-26T08:00:00Z', 'UTC')).toBe(8);
    expect(columns('2026-11-26T08:00:00Z', 'Asia/Kolkata')).toBe(9);
    expect(columns('2026-11-26T20:00:00Z', 'Asia/Kolkata')).toBe(8);
    expect(columns('2026-11-26T08:00:00Z', 'America/Los_Angeles')).toBe(8);
    expect(columns('2026-11-26T03:00:00Z', 'America/Los_Angeles')).toBe(9);
    expect(columns('2026-11-26T08:00:00Z', 'Pacific/Kiritimati')).toBe(9);
    expect(columns('2026-11-26T10:00:00Z', 'Pacific/Kiritimati')).toBe(8);
  });
});

describe('slotStateOf', () => {
  const now = new Date('2026-11-26T08:00:00Z');
  it('reads Booked and Expired from the server and a begun slot as past', () => {
    expect(slotStateOf({ status: 'Booked' }, new Date('2026-11-27T08:00:00Z'), now)).toBe('booked');
    expect(slotStateOf({ status: 'Expired' }, new Date('2026-11-27T08:00:00Z'), now)).toBe('past');
    expect(slotStateOf({ status: 'Available' }, new Date('2026-11-26T07:59:00Z'), now)).toBe('past');
    expect(slotStateOf({ status: 'Available' }, new Date('2026-11-26T08:01:00Z'), now)).toBe('free');
  });
});

describe('moveInGrid', () => {
  const now = new Date('2026-11-26T08:00:00Z');
  const grid = buildWeekGrid(
    [
      slot('2026-11-26T09:00:00Z'), // Thu 10:00
      slot('2026-11-27T09:00:00Z', 'Booked'), // Fri 10:00
      slot('2026-11-28T09:00:00Z'), // Sat 10:00
      slot('2026-11-26T10:00:00Z'), // Thu 11:00
    ],
    now,
    'Europe/Berlin',
  );

  it('skips cells without a free slot and stops at the edge', () => {
    expect(moveInGrid(grid, { row: 0, column: 0 }, 'right')).toEqual({ row: 0, column: 2 });
    expect(moveInGrid(grid, { row: 0, column: 2 }, 'right')).toBeNull();
    expect(moveInGrid(grid, { row: 0, column: 0 }, 'down')).toEqual({ row: 1, column: 0 });
    expect(moveInGrid(grid, { row: 1, column: 0 }, 'up')).toEqual({ row: 0, column: 0 });
    expect(moveInGrid(grid, { row: 0, column: 0 }, 'left')).toBeNull();
    expect(moveInGrid(grid, { row: 0, column: 2 }, 'down')).toBeNull();
  });

  it('goes on into the last column, the day the window ends on', () => {
    // 13:30 in Kolkata: the window ends at 05:30 on its ninth day there.
    const kolkata = buildWeekGrid(
      [
        slot('2026-12-02T23:30:00Z'), // Thu 3 Dec 05:00 IST, the eighth column
        slot('2026-12-03T23:30:00Z'), // Fri 4 Dec 05:00 IST, the ninth
      ],
      now,
      'Asia/Kolkata',
    );
    expect(kolkata.days).toHaveLength(9);
    expect(moveInGrid(kolkata, { row: 0, column: 7 }, 'right')).toEqual({ row: 0, column: 8 });
    expect(moveInGrid(kolkata, { row: 0, column: 8 }, 'right')).toBeNull();
    expect(moveInGrid(kolkata, { row: 0, column: 8 }, 'left')).toEqual({ row: 0, column: 7 });
    expect(slotsOfDay(kolkata, 8).map((entry) => entry.slotStartTime)).toEqual(['2026-12-03T23:30:00.000Z']);
  });
});

describe('timeInOtherZone', () => {
  const at = (time: string) => new Date(`2026-11-26T${time}:00Z`);
  const chosen = [
    { start: at('09:00'), end: at('09:30') },
    { start: at('09:30'), end: at('10:00') },
    { start: at('13:00'), end: at('13:30') },
  ];

  it("writes the chosen runs in the consultant's zone with its label", () => {
    const text = timeInOtherZone(chosen, 'Europe/Berlin', 'Asia/Kolkata') ?? '';
    const runs = text.split('; ');
    expect(runs).toHaveLength(2);
    expect(runs[0]).toMatch(/Nov 26, 2:30\sPM – 3:30\sPM IST$/);
    expect(runs[1]).toMatch(/Nov 26, 6:30\sPM – 7:00\sPM IST$/);
  });

  it('says nothing when the zone is unknown, nothing is chosen, or both clocks read the same', () => {
    expect(timeInOtherZone(chosen, 'Europe/Berlin', null)).toBeNull();
    expect(timeInOtherZone([], 'Europe/Berlin', 'Asia/Kolkata')).toBeNull();
    expect(timeInOtherZone(chosen, 'Europe/Berlin', 'Europe/Paris')).toBeNull();
  });
});
