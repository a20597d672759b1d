import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availabilityFormSchema, readLocalStart } from './availability-form.schema';
import { availabilityProblemTitle } from './availability-rules';

const consultantId = '5f0c6c1e-8d7b-4a55-9f0e-3c2b1a0d9e8f';
// 3 June 2030, 09:00 in the test process's own time zone: the form reads local time.
const NOW = new Date(2030, 5, 3, 9, 0);

const issuesOf = (values: Record<string, string>) =>
  (availabilityFormSchema.safeParse({ consultantId, ...values }).error?.issues ?? []).map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
    title: availabilityProblemTitle(issue.message),
  }));

describe('availabilityFormSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('turns a local start and a duration into the API body', () => {
    expect(
      availabilityFormSchema.parse({
        consultantId,
        date: '2030-06-04',
        time: '10:00',
        durationMinutes: '180',
      }),
    ).toEqual({
      consultantId,
      slotStartTime: new Date(2030, 5, 4, 10, 0).toISOString(),
      slotEndTime: new Date(2030, 5, 4, 13, 0).toISOString(),
    });
  });

  it("names every missing input with the spec's 'Missing Information'", () => {
    expect(issuesOf({ date: '', time: '10:00', durationMinutes: '' })).toEqual([
      {
        field: 'date',
        message: 'Please choose a start date, a start time and a duration',
        title: 'Missing Information',
      },
      {
        field: 'durationMinutes',
        message: 'Please choose a start date, a start time and a duration',
        title: 'Missing Information',
      },
    ]);
  });

  it("refuses a start more than a minute ago as 'Invalid Date/Time', on the time", () => {
    expect(issuesOf({ date: '2030-06-03', time: '08:58', durationMinutes: '60' })).toEqual([
      { field: 'time', message: 'The start time cannot be in the past', title: 'Invalid Date/Time' },
    ]);
    // Within the minute of tolerance the clocks of the form and the server may differ by.
    expect(issuesOf({ date: '2030-06-03', time: '09:00', durationMinutes: '60' })).toEqual([]);
  });

  it('refuses a start beyond the 7-day window, on the date', () => {
    expect(issuesOf({ date: '2030-06-11', time: '10:00', durationMinutes: '60' })).toEqual([
      {
        field: 'date',
        message: 'Availability can be published for the next 7 days only',
        title: 'Invalid Date/Time',
      },
    ]);
  });

  it("refuses a block over 8 hours as 'Duration Too Long', on the duration", () => {
    expect(issuesOf({ date: '2030-06-04', time: '10:00', durationMinutes: '510' })).toEqual([
      {
        field: 'durationMinutes',
        message: 'A block can be at most 8 hours long',
        title: 'Duration Too Long',
      },
    ]);
  });
});

describe('readLocalStart in a zone', () => {
  it("reads the inputs in the person's zone, daylight saving included, and refuses a skipped time", () => {
    expect(readLocalStart('2030-06-04', '10:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2030-06-04T04:30:00.000Z',
    );
    expect(readLocalStart('2026-10-23', '09:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-10-23T07:00:00.000Z',
    );
    expect(readLocalStart('2026-10-26', '09:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-10-26T08:00:00.000Z',
    );
    expect(readLocalStart('2026-03-29', '02:30', 'Europe/Berlin')).toBeNull();
    expect(readLocalStart('2026-03-29', 'soon', 'Europe/Berlin')).toBeNull();
  });

  it("gives the API the instant in the form's zone", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-06-03T00:00:00Z'));
    try {
      expect(
        availabilityFormSchema.parse({
          consultantId,
          date: '2030-06-04',
          time: '10:00',
          durationMinutes: '60',
          timeZone: 'Asia/Kolkata',
        }),
      ).toEqual({
        consultantId,
        slotStartTime: '2030-06-04T04:30:00.000Z',
        slotEndTime: '2030-06-04T05:30:00.000Z',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
