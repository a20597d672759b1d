import { WEEKLY_PATTERN_MESSAGES } from '@basisdesk/shared/availability/weekly-pattern.messages';
import { DEFAULT_SLA_SETTINGS, SLA_MESSAGES, type SlaSettings } from '@basisdesk/shared/sla/sla-policy';
import { slaSettingsSchema } from '@basisdesk/shared/sla/sla-policy.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl, get } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { ApiError } from '@/lib/api-client';
import {
  defaultSlaSettings,
  holidayField,
  joinDuration,
  splitMinutes,
  targetClockField,
  targetMinutesField,
} from './sla-form';

describe('a target as hours and minutes', () => {
  it('splits the minutes the API holds into whole hours and the rest', () => {
    expect(splitMinutes(60)).toEqual({ hours: '1', minutes: '0' });
    expect(splitMinutes(30)).toEqual({ hours: '0', minutes: '30' });
    expect(splitMinutes(16 * 60 + 5)).toEqual({ hours: '16', minutes: '5' });
    expect(splitMinutes(Number.NaN)).toEqual({ hours: '', minutes: '' });
  });

  it('joins what was typed back into minutes; an empty input is none, anything but a whole number is NaN', () => {
    expect(joinDuration('0', '30')).toBe(30);
    expect(joinDuration('', '30')).toBe(30);
    expect(joinDuration(' 4 ', '')).toBe(240);
    expect(joinDuration('1', '90')).toBe(150);
    expect(joinDuration('', '')).toBe(0);
    for (const [hours, minutes] of [
      ['1.5', '0'],
      ['-1', '0'],
      ['one', ''],
      ['1', '1e2'],
    ] as const) {
      expect(joinDuration(hours, minutes)).toBeNaN();
    }
  });

  it('the two directions agree on every whole number of minutes', () => {
    for (const total of [0, 1, 59, 60, 61, 240, 90 * 24 * 60]) {
      const { hours, minutes } = splitMinutes(total);
      expect(joinDuration(hours, minutes)).toBe(total);
    }
  });
});

const settings = (change: (draft: SlaSettings) => void): SlaSettings => {
  const draft = defaultSlaSettings();
  change(draft);
  return draft;
};

/** What the form's resolver says about these values: each problem's message at its field. */
async function problemsOf(values: SlaSettings) {
  const resolver = zodResolver(slaSettingsSchema);
  const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return (path: string) => (get(errors, path) as { message?: string } | undefined)?.message;
}

describe("the form's fields are the API's paths", () => {
  it('names each target as the API does', () => {
    expect(targetMinutesField('VeryHigh', 'firstResponse')).toBe('policies.VeryHigh.firstResponse.minutes');
    expect(targetClockField('Low', 'resolution')).toBe('policies.Low.resolution.clock');
    expect(holidayField(2)).toBe('platformCalendar.holidays.2');
  });

  it("the shared schema's problems land on the fields that show the values", async () => {
    const problemAt = await problemsOf(
      settings((draft) => {
        draft.policies.VeryHigh.firstResponse.minutes = 0;
        draft.policies.Low.resolution.minutes = joinDuration('x', '');
        draft.platformCalendar.hours = [{ weekday: 1, start: '17:00', end: '09:00' }];
        draft.platformCalendar.holidays = ['2026-12-25', '', '2026-12-25'];
      }),
    );
    expect(problemAt(targetMinutesField('VeryHigh', 'firstResponse'))).toBe(SLA_MESSAGES.targetMinutes);
    expect(problemAt(targetMinutesField('Low', 'resolution'))).toBe(SLA_MESSAGES.targetMinutes);
    expect(problemAt(targetMinutesField('High', 'firstResponse'))).toBeUndefined();
    expect(problemAt('platformCalendar.hours.0.end')).toBe(WEEKLY_PATTERN_MESSAGES.endBeforeStart);
    expect(problemAt(holidayField(1))).toBe(SLA_MESSAGES.holidayFormat);
    expect(problemAt(holidayField(2))).toBe(SLA_MESSAGES.holidayTwice('2026-12-25'));
  });

  it('Restore defaults fills in a copy of the shared defaults, which pass as they are', async () => {
    const defaults = defaultSlaSettings();
    expect(defaults).toEqual(DEFAULT_SLA_SETTINGS);
    defaults.platformCalendar.hours.pop();
    defaults.policies.VeryHigh.firstResponse.minutes = 30;
    expect(DEFAULT_SLA_SETTINGS.platformCalendar.hours).toHaveLength(5);
    expect(DEFAULT_SLA_SETTINGS.policies.VeryHigh.firstResponse.minutes).toBe(60);
    const resolver = zodResolver(slaSettingsSchema);
    const { errors } = await resolver(defaultSlaSettings(), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors).toEqual({});
  });

  it("a refusal's details land on the fields the form shows, the first focused", () => {
    const form = createFormControl<SlaSettings>({ defaultValues: defaultSlaSettings() });
    const focused: string[] = [];
    for (const name of [targetMinutesField('VeryHigh', 'firstResponse'), holidayField(0)] as const) {
      form.register(name).ref({ focus: () => focused.push(name) });
    }
    const refusal = new ApiError(SLA_MESSAGES.targetMinutes, 400, 'VALIDATION_FAILED', [
      { path: 'policies.VeryHigh.firstResponse.minutes', message: SLA_MESSAGES.targetMinutes },
      { path: 'platformCalendar.holidays.0', message: SLA_MESSAGES.holidayFormat },
    ]);
    expect(applyServerErrors(form, refusal)).toBe(true);
    expect(form.getFieldState(targetMinutesField('VeryHigh', 'firstResponse')).error?.message).toBe(
      SLA_MESSAGES.targetMinutes,
    );
    expect(form.getFieldState(holidayField(0)).error?.message).toBe(SLA_MESSAGES.holidayFormat);
    expect(focused).toEqual(['policies.VeryHigh.firstResponse.minutes']);
  });
});
