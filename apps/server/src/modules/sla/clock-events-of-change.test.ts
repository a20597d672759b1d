import { describe, expect, it } from 'vitest';
import { clockEventsOfChange } from './clock-events-of-change';

describe('clockEventsOfChange', () => {
  it.each([
    ['New', 'InProgress', true, ['responded']],
    ['New', 'InProgress', false, []],
    ['InProgress', 'PendingCustomerAction', true, ['responded', 'paused']],
    ['PendingCustomerAction', 'InProgress', false, ['resumed']],
    ['PendingCustomerAction', 'Closed', true, ['responded', 'stopped']],
    ['InProgress', 'Completed', true, ['responded', 'stopped']],
    ['Completed', 'Closed', true, ['responded']],
    ['Closed', 'Paid', false, []],
    ['Closed', 'ReOpened', false, ['reopened']],
    ['Completed', 'PendingCustomerAction', true, ['responded', 'reopened', 'paused']],
    ['InProgress', 'Escalate', false, []],
    ['Closed', 'Closed', true, []],
  ] as const)('%s → %s (by the consultant: %s) moves %j', (from, to, byConsultant, moved) => {
    expect(clockEventsOfChange({ from, to, byConsultant })).toEqual(moved);
  });
});
