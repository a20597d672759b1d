// Decision 057: the SLA policies, admins only, checked in the shared schema's words, on record.
import {
  DEFAULT_SLA_SETTINGS,
  SLA_MESSAGES,
  type SlaSettings,
  slaSettingsSchema,
  WEEKLY_PATTERN_MESSAGES,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError, expectSignInRequired } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';
import { listedAudit } from '../audit/audit.test-kit';

const suite = useRouteSuite();
const URL = '/api/Admin/sla-settings';

/** The defaults with one change, as an admin's form would send them. */
function changed(change: (settings: SlaSettings) => void): SlaSettings {
  const settings = JSON.parse(JSON.stringify(DEFAULT_SLA_SETTINGS)) as SlaSettings;
  change(settings);
  return settings;
}

const saved = async () => expectBody(await suite.send('GET', URL, suite.admin), 200, slaSettingsSchema);

describe('GET and PUT /api/Admin/sla-settings', () => {
  it('401 without a token, 403 for a customer and a consultant', async () => {
    await expectSignInRequired((caller) => suite.send('GET', URL, caller));
    await expectSignInRequired((caller) => suite.send('PUT', URL, caller, DEFAULT_SLA_SETTINGS));
    for (const caller of [suite.customer, suite.consultant]) {
      expect((await suite.send('GET', URL, caller)).statusCode).toBe(403);
      expect((await suite.send('PUT', URL, caller, DEFAULT_SLA_SETTINGS)).statusCode).toBe(403);
    }
  });

  it('the defaults until an admin saves: SAP Enterprise Support for Very High and High', async () => {
    const settings = await saved();
    expect(settings).toEqual(DEFAULT_SLA_SETTINGS);
    expect(settings.policies.VeryHigh.firstResponse).toEqual({ minutes: 60, clock: 'always' });
    expect(settings.policies.High.firstResponse).toEqual({ minutes: 240, clock: 'business' });
  });

  it('saves the whole of them, answers what was saved, and puts the change on record', async () => {
    const body = changed((settings) => {
      settings.policies.VeryHigh.firstResponse = { minutes: 30, clock: 'always' };
      settings.businessHours = 'platform';
      settings.platformCalendar = {
        timeZone: 'Europe/Berlin',
        hours: [{ weekday: 1, start: '08:00', end: '16:30' }],
        holidays: ['2026-12-25', '2027-01-01'],
      };
    });
    expect(expectBody(await suite.send('PUT', URL, suite.admin, body), 200, slaSettingsSchema)).toEqual(body);
    expect(await saved()).toEqual(body);
    const [record] = await listedAudit(suite, 'action=sla.changed');
    expect(record).toMatchObject({
      action: 'sla.changed',
      actorId: suite.admin.id,
      targetType: 'sla',
      targetLabel: 'SLA policies',
    });
    expect(JSON.stringify(record?.after)).toContain('"minutes":30');
  });

  it.each([
    [
      'a target of 0 minutes',
      (s: SlaSettings) => {
        s.policies.VeryHigh.firstResponse.minutes = 0;
      },
      'policies.VeryHigh.firstResponse.minutes',
      SLA_MESSAGES.targetMinutes,
    ],
    [
      'a negative target',
      (s: SlaSettings) => {
        s.policies.Low.resolution.minutes = -60;
      },
      'policies.Low.resolution.minutes',
      SLA_MESSAGES.targetMinutes,
    ],
    [
      'business hours that end before they start',
      (s: SlaSettings) => {
        s.platformCalendar.hours = [{ weekday: 1, start: '17:00', end: '09:00' }];
      },
      'platformCalendar.hours.0.end',
      WEEKLY_PATTERN_MESSAGES.endBeforeStart,
    ],
    [
      'a holiday that is no date',
      (s: SlaSettings) => {
        s.platformCalendar.holidays = ['2026-02-30'];
      },
      'platformCalendar.holidays.0',
      SLA_MESSAGES.holidayFormat,
    ],
  ])('400 for %s, in words, on the field; nothing is saved', async (_, change, path, message) => {
    const before = await saved();
    expectError(await suite.send('PUT', URL, suite.admin, changed(change)), 400, message, { path });
    expect(await saved()).toEqual(before);
  });
});
