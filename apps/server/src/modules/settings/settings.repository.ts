import type { SsoConfig } from '@basisdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { ssoConfig, systemSettings, users } from '../../db/schema';

const updaterName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

export function createSettingsRepository(db: Db) {
  return {
    async findSetting(key: string, tx: DbExecutor = db) {
      const [row] = await tx
        .select({
          key: systemSettings.key,
          value: systemSettings.value,
          updatedAt: systemSettings.updatedAt,
          updatedBy: updaterName,
        })
        .from(systemSettings)
        .leftJoin(users, eq(users.id, systemSettings.updatedBy))
        .where(eq(systemSettings.key, key))
        .limit(1);
      return row ?? null;
    },

    async upsertSetting(key: string, value: string, updatedBy: string, tx: DbExecutor = db) {
      const updatedAt = new Date();
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
      const values = { ...config, updatedAt: new Date(), updatedBy };
      await tx
        .insert(ssoConfig)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: ssoConfig.id, set: values });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
