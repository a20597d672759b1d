import { describe, expect, it } from 'vitest';
import { normaliseSsoConfig, SYSTEM_SETTING_DEFAULTS, SYSTEM_SETTING_VALUE_SCHEMAS } from '../index';

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
      expect(SYSTEM_SETTING_VALUE_SCHEMAS.MessagingEnabled.parse(value)).toBe(value);
    for (const value of ['yes', true, 'TRUE', undefined]) {
      expect(messageOf(SYSTEM_SETTING_VALUE_SCHEMAS.MessagingEnabled.safeParse(value)), String(value)).toBe(
        "Value must be 'true' or 'false'",
      );
    }
  });

  it('consultant registration starts disabled, messaging enabled and admins needing a second factor', () => {
    expect(SYSTEM_SETTING_DEFAULTS).toEqual({
      ConsultantRegistrationEnabled: 'false',
      MessagingEnabled: 'true',
      MessagingMaxFileSizeMB: '25',
      MessagingAllowedFileTypes: 'pdf,doc,docx,xls,xlsx,png,jpg,jpeg,txt',
      BookingChangeCutoffHours: '24',
      MaxUnpaidBookedHours: '24',
      SignInMaxFailuresPerAccount: '5',
      SignInMaxFailuresPerAddress: '100',
      SignInLockMinutes: '30',
      AdminSecondFactorRequired: 'true',
      AuditRetentionDays: '365',
    });
  });

  it('the audit retention is a whole number of days from 30 to 3650 (decision 039)', () => {
    const rule = SYSTEM_SETTING_VALUE_SCHEMAS.AuditRetentionDays;
    expect(rule.parse('0365')).toBe('365');
    for (const bad of ['29', '3651', '1.5', 'a year']) {
      expect(rule.safeParse(bad).error?.issues[0]?.message).toBe(
        'Value must be a whole number of days from 30 to 3650',
      );
    }
  });

  it('the sign-in limits are whole numbers within their ranges (decision 033)', () => {
    const cases = [
      ['SignInMaxFailuresPerAccount', '3', '100', ['2', '101'], 'failed sign-ins from 3 to 100'],
      ['SignInMaxFailuresPerAddress', '10', '10000', ['9', '10001'], 'failed sign-ins from 10 to 10000'],
      ['SignInLockMinutes', '1', '1440', ['0', '1441'], 'minutes from 1 to 1440'],
    ] as const;
    for (const [key, low, high, outside, words] of cases) {
      const schema = SYSTEM_SETTING_VALUE_SCHEMAS[key];
      expect(schema.parse(low)).toBe(low);
      expect(schema.parse(`0${high}`)).toBe(high);
      for (const value of [...outside, '7.5', 'ten', '-5', ''])
        expect(messageOf(schema.safeParse(value)), `${key} ${value}`).toBe(
          `Value must be a whole number of ${words}`,
        );
    }
  });

  it('the booking change cut-off is a whole number of hours from 0 to 168', () => {
    const hours = SYSTEM_SETTING_VALUE_SCHEMAS.BookingChangeCutoffHours;
    expect(hours.parse('0')).toBe('0');
    expect(hours.parse('048')).toBe('48');
    expect(hours.parse('168')).toBe('168');
    for (const value of ['169', '1.5', 'a day', '-1', ''])
      expect(hours.safeParse(value).success, value).toBe(false);
  });

  it('the upload size is a whole number of MB from 1 to 100', () => {
    const size = SYSTEM_SETTING_VALUE_SCHEMAS.MessagingMaxFileSizeMB;
    expect(size.parse('10')).toBe('10');
    expect(size.parse('010')).toBe('10');
    for (const value of ['0', '101', '2.5', 'ten', '-1', ''])
      expect(size.safeParse(value).success, value).toBe(false);
  });

  it('allowed file types come from the safe list; never html, svg or scripts', () => {
    const types = SYSTEM_SETTING_VALUE_SCHEMAS.MessagingAllowedFileTypes;
    expect(types.parse('pdf, png,.txt,pdf')).toBe('pdf,png,txt');
    for (const value of ['pdf,html', 'svg', 'js', 'exe', 'PDF', '', ' , '])
      expect(types.safeParse(value).success, value).toBe(false);
  });
});
