import { describe, expect, it } from 'vitest';
import { getGreeting, getTimeOfDayGreeting } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2025, 9, 5, hours, minutes);

describe('greeting by time of day: before noon morning, before 18:00 afternoon, else evening', () => {
  it('says good morning from midnight until just before noon', () => {
    expect(getTimeOfDayGreeting(at(0))).toBe('Good morning');
    expect(getTimeOfDayGreeting(at(11, 59))).toBe('Good morning');
  });

  it('says good afternoon from noon until just before 18:00', () => {
    expect(getTimeOfDayGreeting(at(12))).toBe('Good afternoon');
    expect(getTimeOfDayGreeting(at(17, 59))).toBe('Good afternoon');
  });

  it('says good evening from 18:00', () => {
    expect(getTimeOfDayGreeting(at(18))).toBe('Good evening');
    expect(getTimeOfDayGreeting(at(23, 59))).toBe('Good evening');
  });

  it('greets by first name, and alone when there is none', () => {
    expect(getGreeting('Asha', at(9))).toBe('Good morning, Asha');
    expect(getGreeting('  ', at(20))).toBe('Good evening');
  });
});
