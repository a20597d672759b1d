import { describe, expect, it } from 'vitest';
import { updateTimeZoneBodySchema } from '../users/users.schema';
import { AUTH_MESSAGES } from './auth.messages';
import { loginBodySchema, registerBodySchema } from './auth.schema';
import {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  resetPasswordFormSchema,
} from './password-reset.schema';

const messagesByField = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const reset = {
  email: ' Asha@Example.com ',
  token: 'abc',
  newPassword: 'secret1',
  confirmPassword: 'secret1',
};

describe('resetPasswordBodySchema', () => {
  it('gives the address lower case and trimmed, the passwords as typed', () => {
    expect(resetPasswordBodySchema.parse(reset)).toEqual({ ...reset, email: 'asha@example.com' });
  });

  it("uses sign-up's words: the mismatch on the confirmation even when the password is short too", () => {
    expect(
      messagesByField(
        resetPasswordBodySchema.safeParse({ ...reset, newPassword: 'abc', confirmPassword: 'abd' }),
      ),
    ).toEqual({
      newPassword: AUTH_MESSAGES.passwordTooShort,
      confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch,
    });
  });

  it("answers a missing or oversized token with the link's words", () => {
    expect(messagesByField(resetPasswordBodySchema.safeParse({ ...reset, token: ' ' }))).toEqual({
      token: AUTH_MESSAGES.resetLinkInvalid,
    });
    expect(messagesByField(resetPasswordBodySchema.safeParse({ ...reset, token: 'x'.repeat(201) }))).toEqual({
      token: AUTH_MESSAGES.resetLinkInvalid,
    });
  });

  it('refuses fields it does not know', () => {
    expect(resetPasswordBodySchema.safeParse({ ...reset, role: 'Admin' }).success).toBe(false);
  });
});

describe('resetPasswordFormSchema', () => {
  it('checks the two passwords under the same rules', () => {
    expect(
      messagesByField(resetPasswordFormSchema.safeParse({ newPassword: 'secret1', confirmPassword: 'x' })),
    ).toEqual({
      confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch,
    });
    expect(
      resetPasswordFormSchema.safeParse({ newPassword: 'secret1', confirmPassword: 'secret1' }).success,
    ).toBe(true);
  });
});

describe('forgotPasswordBodySchema', () => {
  it('takes an address and nothing else', () => {
    expect(forgotPasswordBodySchema.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
    expect(forgotPasswordBodySchema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});

describe('time zones on sign-up, sign-in and settings', () => {
  const signUp = { email: 'a@b.co', password: 'secret1', firstName: 'A', lastName: 'B', role: 'Customer' };

  it('sign-up takes an IANA zone and refuses anything else on the field', () => {
    expect(registerBodySchema.parse({ ...signUp, timeZone: 'Asia/Kolkata' }).timeZone).toBe('Asia/Kolkata');
    expect(registerBodySchema.parse(signUp).timeZone).toBeUndefined();
    expect(
      Object.keys(messagesByField(registerBodySchema.safeParse({ ...signUp, timeZone: 'IST' }))),
    ).toEqual(['timeZone']);
  });

  it('sign-in takes any short text, so an unknown zone cannot fail it', () => {
    expect(
      loginBodySchema.safeParse({ email: 'a@b.co', password: 'x', timeZone: 'Mars/Olympus' }).success,
    ).toBe(true);
  });

  it('settings refuse offsets, abbreviations and unknown places, and take aliases', () => {
    for (const timeZone of ['+05:30', 'IST', 'Mars/Olympus', '']) {
      expect(updateTimeZoneBodySchema.safeParse({ timeZone }).success).toBe(false);
    }
    expect(updateTimeZoneBodySchema.parse({ timeZone: 'Asia/Calcutta' })).toEqual({
      timeZone: 'Asia/Calcutta',
    });
  });
});
