import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, timeZoneLabel } from './time-zone';
import { timeZoneSchema } from './time-zone.schema';

describe('isKnownTimeZone', () => {
  it('accepts IANA names, aliases included', () => {
    for (const name of [
      'Asia/Kolkata',
      'Asia/Calcutta',
      'Europe/Berlin',
      'America/Argentina/Buenos_Aires',
      'UTC',
      'Etc/GMT+5',
    ]) {
      expect(isKnownTimeZone(name), name).toBe(true);
    }
  });

  it('refuses offsets, abbreviations, made-up areas and empty or overlong names', () => {
    for (const name of [
      '+05:30',
      'GMT+5:30',
      'IST',
      'Mars/Olympus',
      'Asia/',
      '',
      'Europe/Berlin '.repeat(6),
    ]) {
      expect(isKnownTimeZone(name), name).toBe(false);
    }
  });
});

describe('timeZoneSchema', () => {
  it('trims a known zone and says what is wrong with an unknown one', () => {
    expect(timeZoneSchema.parse(' Asia/Kolkata ')).toBe('Asia/Kolkata');
    const result = timeZoneSchema.safeParse('+05:30');
    expect(result.error?.issues[0]?.message).toBe(
      'Choose a time zone from the list (an IANA name such as Asia/Kolkata)',
    );
  });
});

describe('timeZoneLabel', () => {
  it('uses the abbreviation people know, following daylight saving', () => {
    expect(timeZoneLabel('Asia/Kolkata', new Date('2026-07-01T00:00:00Z'))).toBe('IST');
    expect(timeZoneLabel('Europe/Berlin', new Date('2026-10-24T12:00:00Z'))).toBe('CEST');
    expect(timeZoneLabel('Europe/Berlin', new Date('2026-10-26T12:00:00Z'))).toBe('CET');
    expect(timeZoneLabel('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('EST');
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });

  it('falls back to the offset where no abbreviation is common', () => {
    expect(timeZoneLabel('Asia/Tokyo', new Date('2026-07-01T00:00:00Z'))).toBe('GMT+9');
  });
});
