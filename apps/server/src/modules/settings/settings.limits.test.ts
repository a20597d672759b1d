import {
  BOOKING_CHANGE_CUTOFF_HOURS_MAX,
  BOOKING_CHANGE_CUTOFF_HOURS_MIN,
  MESSAGING_MAX_FILE_SIZE_MB_MAX,
  MESSAGING_MAX_FILE_SIZE_MB_MIN,
  MESSAGING_SAFE_FILE_TYPES,
  SYSTEM_SETTING_MESSAGES,
  type SystemSettingKey,
  systemSettingSchema,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';

const suite = useRouteSuite();

const put = (key: SystemSettingKey, value: string) =>
  suite.send('PUT', `/api/SystemSettings/${key}`, suite.admin, { value });

async function expectStored(key: SystemSettingKey, value: string, stored = value) {
  expect(expectBody(await put(key, value), 200, systemSettingSchema).value).toBe(stored);
}

const expectRefused = async (key: SystemSettingKey, value: string, message: string) =>
  expectError(await put(key, value), 400, message, { path: 'value' });

describe('limits the screens enforce, over the API', () => {
  it(`BookingChangeCutoffHours: whole hours from ${BOOKING_CHANGE_CUTOFF_HOURS_MIN} to ${BOOKING_CHANGE_CUTOFF_HOURS_MAX}`, async () => {
    for (const value of [String(BOOKING_CHANGE_CUTOFF_HOURS_MAX + 1), '-1', '1.5']) {
      await expectRefused('BookingChangeCutoffHours', value, SYSTEM_SETTING_MESSAGES.cutoffHours);
    }
    await expectStored('BookingChangeCutoffHours', String(BOOKING_CHANGE_CUTOFF_HOURS_MAX));
    await expectStored('BookingChangeCutoffHours', String(BOOKING_CHANGE_CUTOFF_HOURS_MIN));
  });

  it(`MessagingMaxFileSizeMB: whole megabytes from ${MESSAGING_MAX_FILE_SIZE_MB_MIN} to ${MESSAGING_MAX_FILE_SIZE_MB_MAX}`, async () => {
    for (const value of [
      String(MESSAGING_MAX_FILE_SIZE_MB_MIN - 1),
      String(MESSAGING_MAX_FILE_SIZE_MB_MAX + 1),
    ]) {
      await expectRefused('MessagingMaxFileSizeMB', value, SYSTEM_SETTING_MESSAGES.fileSizeMb);
    }
    await expectStored('MessagingMaxFileSizeMB', String(MESSAGING_MAX_FILE_SIZE_MB_MIN));
    await expectStored('MessagingMaxFileSizeMB', String(MESSAGING_MAX_FILE_SIZE_MB_MAX));
  });

  it('MessagingAllowedFileTypes: at least one, each from the safe list', async () => {
    await expectRefused('MessagingAllowedFileTypes', ' , ', SYSTEM_SETTING_MESSAGES.fileTypesEmpty);
    await expectRefused('MessagingAllowedFileTypes', 'pdf,html', SYSTEM_SETTING_MESSAGES.fileTypesUnsafe);
    await expectStored(
      'MessagingAllowedFileTypes',
      MESSAGING_SAFE_FILE_TYPES.join(', '),
      MESSAGING_SAFE_FILE_TYPES.join(','),
    );
    await expectStored('MessagingAllowedFileTypes', '.pdf', 'pdf');
  });
});
