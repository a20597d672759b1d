import { describe, expect, it } from 'vitest';
import { recoveryCodesFileName, recoveryCodesText } from './recovery-codes-file';

describe('the recovery codes download', () => {
  it('names the account and the day, then lists every code on its own line', () => {
    const text = recoveryCodesText({
      appName: 'BasisDesk',
      email: 'asha@example.com',
      codes: ['7K3Q-9XWD-M2PA', 'AB12-CD34-EF56'],
      createdAt: new Date('2026-03-02T09:00:00Z'),
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('BasisDesk recovery codes for asha@example.com');
    expect(lines[1]).toContain('2026-03-02');
    expect(lines.slice(4, 6)).toEqual(['7K3Q-9XWD-M2PA', 'AB12-CD34-EF56']);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('is saved under a file name made from the app name', () => {
    expect(recoveryCodesFileName('Basis Desk!')).toBe('basis-desk-recovery-codes.txt');
  });
});
