import { SECOND_FACTOR_MESSAGES } from '@basisdesk/shared/auth/second-factor.messages';
import { PERSONAL_DATA_MESSAGES } from '@basisdesk/shared/users/personal-data.messages';
import { describe, expect, it } from 'vitest';
import { asksForCode, deleteAccountFormSchema, toDeleteAccountBody } from './delete-account-confirmation';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe("an account deletion's confirmation (decision 041)", () => {
  it('asks for a code unless the second factor is known to be off', () => {
    expect(asksForCode(true)).toBe(true);
    expect(asksForCode(undefined)).toBe(true);
    expect(asksForCode(false)).toBe(false);
  });

  it("refuses an empty password in the server's words, whatever the factor", () => {
    for (const state of [true, false, undefined]) {
      expect(issuesOf(deleteAccountFormSchema(state).safeParse({ password: '', code: '123456' }))).toEqual([
        `password: ${PERSONAL_DATA_MESSAGES.passwordRequired}`,
      ]);
    }
  });

  it('requires the code only when the factor is on', () => {
    const values = { password: 'secret', code: '  ' };
    expect(issuesOf(deleteAccountFormSchema(true).safeParse(values))).toEqual([
      `code: ${SECOND_FACTOR_MESSAGES.codeRequired}`,
    ]);
    expect(deleteAccountFormSchema(undefined).safeParse(values).success).toBe(true);
    expect(deleteAccountFormSchema(false).safeParse(values).success).toBe(true);
  });

  it('sends no code when none was typed, and the typed one trimmed', () => {
    expect(toDeleteAccountBody({ password: ' pw ', code: '   ' })).toEqual({ password: ' pw ' });
    expect(toDeleteAccountBody({ password: 'pw', code: ' 123456 ' })).toEqual({
      password: 'pw',
      code: '123456',
    });
  });
});
