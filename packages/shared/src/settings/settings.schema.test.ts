import { describe, expect, it } from 'vitest';
import { normaliseSsoConfig, SYSTEM_SETTING_DEFAULTS, updateSystemSettingBodySchema } from '../index';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('single sign-on settings (spec §4 "SSO")', () => {
  it('Google and Apple can be on only while the first toggle is on', () => {
    expect(normaliseSsoConfig({ supabaseEnabled: false, googleEnabled: true, appleEnabled: true })).toEqual({
      supabaseEnabled: false,
      googleEnabled: false,
      appleEnabled: false,
    });
    const on = { supabaseEnabled: true, googleEnabled: true, appleEnabled: false };
    expect(normaliseSsoConfig(on)).toEqual(on);
  });
});

describe('system settings (spec §4 "Consultant registration flag")', () => {
  it("the flag is the text 'true' or 'false'", () => {
    for (const value of ['true', 'false'])
      expect(updateSystemSettingBodySchema.parse({ value }).value).toBe(value);
    for (const value of ['yes', true, 'TRUE', undefined]) {
      expect(messageOf(updateSystemSettingBodySchema.safeParse({ value })), String(value)).toBe(
        "Value must be 'true' or 'false'",
      );
    }
  });

  it('consultant registration starts disabled and messaging enabled', () => {
    expect(SYSTEM_SETTING_DEFAULTS).toEqual({
      ConsultantRegistrationEnabled: 'false',
      MessagingEnabled: 'true',
    });
  });
});
