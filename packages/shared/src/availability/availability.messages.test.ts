import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MESSAGES } from './availability.messages';

describe('AVAILABILITY_MESSAGES', () => {
  it('counts slots in words, one and many', () => {
    expect(AVAILABILITY_MESSAGES.overlap(1)).toBe('This block overlaps 1 existing slot');
    expect(AVAILABILITY_MESSAGES.overlap(3)).toBe('This block overlaps 3 existing slots');
    expect(AVAILABILITY_MESSAGES.created(1)).toBe('1 availability slot created');
    expect(AVAILABILITY_MESSAGES.created(8)).toBe('8 availability slots created');
  });

  it('names the administrator to ask for a mass update', () => {
    expect(AVAILABILITY_MESSAGES.massUpdateNote('ops@example.com')).toBe(
      'Need to change many slots at once? Contact an administrator at ops@example.com for a mass update.',
    );
  });
});
