import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './audit.service';
import { csvCell } from './audit-csv';

describe('csvCell (RFC 4180, OWASP CSV injection)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\t=x', "'\t=x"],
    ['=HYPERLINK("x"),y', `"'=HYPERLINK(""x""),y"`],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('an absent value is an empty cell, a number its digits', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
});

describe('withoutSecrets', () => {
  it('drops every field named like a secret, at any depth, and keeps the rest', () => {
    expect(
      withoutSecrets({
        name: 'Asha',
        passwordHash: 'x',
        nested: { totpSecret: 'y', refreshToken: 'z', recoveryCodes: ['a'], shortCode: 'SAP' },
        list: [{ signature: 's', keep: 1 }],
      }),
    ).toEqual({ name: 'Asha', nested: { shortCode: 'SAP' }, list: [{ keep: 1 }] });
  });
});
