import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema, consultantAvailabilityQuerySchema } from '../index';

const CONSULTANT = '00000000-0000-4000-8000-000000000001';
const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;
const range = (dates: Record<string, string>) =>
  availabilityQuerySchema.safeParse({ consultantId: CONSULTANT, ...dates });

describe('reading availability for dates (spec §7: yyyy-mm-dd)', () => {
  it('reads a calendar date in UTC, and a date-only end includes that whole day', () => {
    expect(range({ startDate: '2031-05-12', endDate: '2031-05-12' }).data).toMatchObject({
      startDate: new Date('2031-05-12T00:00:00.000Z'),
      endDate: new Date('2031-05-13T00:00:00.000Z'),
    });
  });

  it('also takes ISO date-times, as they stand', () => {
    expect(range({ startDate: '2031-05-12T08:31:00Z' }).data?.startDate).toEqual(
      new Date('2031-05-12T08:31:00.000Z'),
    );
  });

  it('refuses anything else, naming the field', () => {
    for (const startDate of ['12/05/2031', '2031-13-40', 'today']) {
      expect(messageOf(range({ startDate })), startDate).toBe(
        'startDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time',
      );
    }
  });

  it('the end is not before the start, and the range spans at most 31 days', () => {
    expect(messageOf(range({ startDate: '2031-05-12', endDate: '2031-05-10' }))).toBe(
      'endDate must not be before startDate',
    );
    expect(range({ startDate: '2031-05-01', endDate: '2031-05-31' }).success).toBe(true);
    expect(messageOf(range({ startDate: '2031-05-01', endDate: '2031-06-01' }))).toBe(
      'The date range can span at most 31 days',
    );
    expect(
      messageOf(
        consultantAvailabilityQuerySchema.safeParse({ startDate: '2031-05-12', endDate: '2031-05-10' }),
      ),
    ).toBe('endDate must not be before startDate');
  });

  it('one bad bound with a good other is that bound refused, not a failure of the range check', () => {
    expect(messageOf(range({ startDate: 'a', endDate: '2031-05-12T08:31:00Z' }))).toBe(
      'startDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time',
    );
    const result = consultantAvailabilityQuerySchema.safeParse({ startDate: '2031-05-12', endDate: 'null' });
    expect(messageOf(result)).toBe('endDate must be a date (yyyy-mm-dd) or an ISO 8601 date-time');
  });

  it('needs the consultant', () => {
    expect(messageOf(availabilityQuerySchema.safeParse({}))).toBe('consultantId must be a valid id');
  });
});
