import { describe, expect, it } from 'vitest';
import {
  cancelSessionBodySchema,
  cutoffOf,
  groupIntoSessions,
  releaseSessionFormSchema,
  rescheduleSessionBodySchema,
  SESSION_MESSAGES,
} from '../index';

const at = (hhmm: string) => new Date(`2030-01-07T${hhmm}:00Z`);
const slot = (id: string, from: string, to: string) => ({ id, start: at(from), end: at(to) });

describe('groupIntoSessions', () => {
  it('joins slots that touch and splits at a gap, in time order whatever the input order', () => {
    const sessions = groupIntoSessions([
      slot('c', '11:00', '11:30'),
      slot('a', '09:00', '09:30'),
      slot('b', '09:30', '10:00'),
    ]);
    expect(sessions.map((session) => [session.id, session.slots.map((s) => s.id)])).toEqual([
      ['a', ['a', 'b']],
      ['c', ['c']],
    ]);
    expect(sessions[0]?.end).toEqual(at('10:00'));
  });

  it('answers no sessions for no slots', () => {
    expect(groupIntoSessions([])).toEqual([]);
  });
});

describe('session contracts', () => {
  it('the cut-off lies the given hours before the start', () => {
    expect(cutoffOf(at('10:00'), 2)).toEqual(at('08:00'));
    expect(cutoffOf(at('10:00'), 0)).toEqual(at('10:00'));
  });

  it('the cut-off message names the hours', () => {
    expect(SESSION_MESSAGES.pastCutoff(24)).toBe(
      'Sessions can be changed up to 24 hours before they start. Ask your consultant to change this one.',
    );
    expect(SESSION_MESSAGES.pastCutoff(1)).toContain('1 hour before');
    expect(SESSION_MESSAGES.slotCountMismatch(1)).toContain('1 time slot,');
    expect(SESSION_MESSAGES.slotCountMismatch(2)).toContain('2 time slots');
  });

  it('a cancel may leave out the reason; an empty one reads as none', () => {
    expect(cancelSessionBodySchema.parse({})).toEqual({ reason: null });
    expect(cancelSessionBodySchema.parse({ reason: '  ' })).toEqual({ reason: null });
    expect(cancelSessionBodySchema.parse({ reason: ' Ill ' })).toEqual({ reason: 'Ill' });
    expect(cancelSessionBodySchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it('a release needs a reason of at least 3 characters', () => {
    expect(releaseSessionFormSchema.safeParse({ reason: '' }).error?.issues[0]?.message).toBe(
      SESSION_MESSAGES.reasonRequired,
    );
    expect(releaseSessionFormSchema.safeParse({ reason: 'no' }).error?.issues[0]?.message).toBe(
      SESSION_MESSAGES.reasonTooShort,
    );
    expect(releaseSessionFormSchema.parse({ reason: 'Travelling' })).toEqual({ reason: 'Travelling' });
  });

  it('a reschedule names distinct slots', () => {
    const id = '0b9a0a5e-3c8e-4a43-9d1f-5c1a9b0c7e11';
    expect(rescheduleSessionBodySchema.safeParse({ slotIds: [] }).success).toBe(false);
    expect(rescheduleSessionBodySchema.safeParse({ slotIds: [id, id] }).error?.issues[0]?.message).toBe(
      SESSION_MESSAGES.duplicateSlots,
    );
    expect(rescheduleSessionBodySchema.parse({ slotIds: [id] })).toEqual({ slotIds: [id] });
  });
});
