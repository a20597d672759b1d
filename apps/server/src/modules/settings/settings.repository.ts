import type { SsoConfig } from '@basisdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { ssoConfig, systemSettings, users } from '../../db/schema';
import { transactionOf } from '../../db/transaction';
import type { Clock } from '../../lib/clock';

const updaterName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** `clock`: the time its writes stamp (updated_at), the app's injected clock. */
export function createSettingsRepository(db: Db, { clock }: { clock: Clock }) {
  // Prepared: every messaging request reads its flag (decision 025, prepared statements).
  const settingByKey = withCompiledRows(
    db
      .select({
        key: systemSettings.key,
        value: systemSettings.value,
        updatedAt: systemSettings.updatedAt,
        updatedBy: updaterName,
      })
      .from(systemSettings)
      .leftJoin(users, eq(users.id, systemSettings.updatedBy))
      .where(eq(systemSettings.key, sql.placeholder('key')))
      .limit(1)
      .prepare('system_setting_by_key'),
  );

  return {
    transaction: transactionOf(db),

    /** The stored value, read in the change's transaction (the prepared read runs outside it). */
    async findValue(key: string, tx: DbExecutor): Promise<string | null> {
      const [row] = await tx
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.key, key))
        .for('update');
      return row?.value ?? null;
    },

    async findSetting(key: string) {
      const [row] = await settingByKey.execute({ key });
      return row ?? null;
    },

    async upsertSetting(key: string, value: string, updatedBy: string, tx: DbExecutor = db) {
      const updatedAt = clock.now();
      await tx
        .insert(systemSettings)
        .values({ key, value, updatedAt, updatedBy })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt, updatedBy } });
    },

    async findSsoConfig(tx: DbExecutor = db): Promise<SsoConfig | null> {
      const [row] = await tx
        .select({
          supabaseEnabled: ssoConfig.supabaseEnabled,
          googleEnabled: ssoConfig.googleEnabled,
          appleEnabled: ssoConfig.appleEnabled,
        })
        .from(ssoConfig)
        .where(eq(ssoConfig.id, 1));
      return row ?? null;
    },

    async saveSsoConfig(config: SsoConfig, updatedBy: string, tx: DbExecutor = db) {
      const values = { ...config, updatedAt: clock.now(), updatedBy };
      await tx
        .insert(ssoConfig)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: ssoConfig.id, set: values });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
