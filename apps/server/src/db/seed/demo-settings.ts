import type { SystemSettingFlagKey } from '@basisdesk/shared';
import type { Db } from '../client';
import { systemSettings } from '../schema';

/**
 * The demo workspace is for trying the product, signed in as its demo admin at once, so admins'
 * second factor (on by default) is off in it; the admin screens say so, and an admin who turns it
 * on keeps it on: a setting already stored is never overwritten.
 */
const DEMO_SETTINGS = [{ key: 'AdminSecondFactorRequired', value: 'false' }] satisfies Array<{
  key: SystemSettingFlagKey;
  value: 'true' | 'false';
}>;

/** Written straight to system_settings, as the rest of the seed's data (no admin has acted yet). */
export async function seedDemoSettings(db: Db): Promise<void> {
  await db.insert(systemSettings).values(DEMO_SETTINGS).onConflictDoNothing({ target: systemSettings.key });
}
