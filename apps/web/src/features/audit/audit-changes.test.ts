import { describe, expect, it } from 'vitest';
import { formatAuditValue, listAuditChanges } from './audit-changes';

describe("a record's before and after, for reading", () => {
  it('lines up the fields of both, before’s first, and marks those that changed', () => {
    expect(
      listAuditChanges(
        { status: 'New', paymentStatus: 'Pending' },
        { status: 'InProgress', paymentStatus: 'Pending', hoursWorked: 2 },
      ),
    ).toEqual([
      { field: 'status', before: 'New', after: 'InProgress', isChanged: true },
      { field: 'paymentStatus', before: 'Pending', after: 'Pending', isChanged: false },
      { field: 'hoursWorked', before: '—', after: '2', isChanged: true },
    ]);
  });

  it('reads a created record (no before) and a deleted one (no after)', () => {
    expect(listAuditChanges(null, { name: 'Billing' })).toEqual([
      { field: 'name', before: '—', after: 'Billing', isChanged: true },
    ]);
    expect(listAuditChanges({ domain: 'example.com' }, null)).toEqual([
      { field: 'domain', before: 'example.com', after: '—', isChanged: true },
    ]);
  });

  it('has nothing to show when neither side holds anything', () => {
    expect(listAuditChanges(null, null)).toEqual([]);
    expect(listAuditChanges(undefined, null)).toEqual([]);
  });

  it('shows a list or a bare value as one row', () => {
    expect(listAuditChanges(['a'], ['a', 'b'])).toEqual([
      { field: 'value', before: '[\n  "a"\n]', after: '[\n  "a",\n  "b"\n]', isChanged: true },
    ]);
    expect(listAuditChanges('12', '24')).toEqual([
      { field: 'value', before: '12', after: '24', isChanged: true },
    ]);
  });

  it('writes nested objects as indented JSON and an empty text as none', () => {
    expect(formatAuditValue({ googleEnabled: true })).toBe('{\n  "googleEnabled": true\n}');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(false)).toBe('false');
  });
});
