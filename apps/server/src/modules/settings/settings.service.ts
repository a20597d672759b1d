import {
  BYTES_PER_MB,
  type MessagingFileType,
  normaliseSsoConfig,
  type SsoConfig,
  SYSTEM_SETTING_DEFAULTS,
  SYSTEM_SETTING_KEYS,
  SYSTEM_SETTING_VALUE_SCHEMAS,
  type SystemSetting,
  type SystemSettingFlagKey,
  type SystemSettingKey,
} from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import { AppError, notFound } from '../../lib/errors';
import type { SettingsEvents } from './settings.events';
import type { SettingsRepository } from './settings.repository';

export interface UploadRules {
  maxFileSizeMB: number;
  /** Bytes. */
  maxFileSize: number;
  allowedFileTypes: MessagingFileType[];
}

/** How sign-in resists guessing (decision 033): SignInMaxFailuresPerAccount, …PerAddress, SignInLockMinutes. */
export interface SignInLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  lockMinutes: number;
}

const SIGN_IN_LIMIT_KEYS = {
  maxFailuresPerAccount: 'SignInMaxFailuresPerAccount',
  maxFailuresPerAddress: 'SignInMaxFailuresPerAddress',
  lockMinutes: 'SignInLockMinutes',
} as const satisfies Record<keyof SignInLimits, SystemSettingKey>;

/**
 * Every sign-in reads the limits: they are kept this long rather than read each time. A change on
 * this node applies at once; another node's, within this time.
 */
const SIGN_IN_LIMITS_CACHE_MS = 10_000;

const SSO_OFF: SsoConfig = { supabaseEnabled: false, googleEnabled: false, appleEnabled: false };

/** Keys are matched case-insensitively and answered in their canonical spelling. */
function canonicalKey(key: string): SystemSettingKey {
  const match = SYSTEM_SETTING_KEYS.find((candidate) => candidate.toLowerCase() === key.toLowerCase());
  if (!match) throw notFound('Setting');
  return match;
}

export function createSettingsService({
  repo,
  clock,
  emit,
}: {
  repo: SettingsRepository;
  clock: Clock;
  /** Each change told in its transaction, with the value before and after (the audit log). */
  emit: Emit<SettingsEvents>;
}) {
  async function getSetting(key: string): Promise<SystemSetting> {
    const canonical = canonicalKey(key);
    const row = await repo.findSetting(canonical);
    if (!row)
      return { key: canonical, value: SYSTEM_SETTING_DEFAULTS[canonical], updatedAt: null, updatedBy: null };
    return { ...row, updatedAt: row.updatedAt?.toISOString() ?? null };
  }

  /** Flags are the text 'true' or 'false'; anything else reads as off. */
  async function isEnabled(key: SystemSettingFlagKey): Promise<boolean> {
    const row = await repo.findSetting(key);
    return (row?.value ?? SYSTEM_SETTING_DEFAULTS[key]) === 'true';
  }

  /**
   * The attachment rules in force (MessagingMaxFileSizeMB, MessagingAllowedFileTypes). A stored
   * value that no longer passes its rule (written before the rule) reads as the default.
   */
  async function getUploadRules(): Promise<UploadRules> {
    const [size, types] = await Promise.all([
      repo.findSetting('MessagingMaxFileSizeMB'),
      repo.findSetting('MessagingAllowedFileTypes'),
    ]);
    const sizeText = SYSTEM_SETTING_VALUE_SCHEMAS.MessagingMaxFileSizeMB.safeParse(size?.value);
    const typesText = SYSTEM_SETTING_VALUE_SCHEMAS.MessagingAllowedFileTypes.safeParse(types?.value);
    const maxFileSizeMB = Number(
      sizeText.success ? sizeText.data : SYSTEM_SETTING_DEFAULTS.MessagingMaxFileSizeMB,
    );
    const allowed = typesText.success ? typesText.data : SYSTEM_SETTING_DEFAULTS.MessagingAllowedFileTypes;
    return {
      maxFileSizeMB,
      maxFileSize: maxFileSizeMB * BYTES_PER_MB,
      allowedFileTypes: allowed.split(',') as MessagingFileType[],
    };
  }

  /** A whole-number setting in force; a stored value that no longer passes its rule reads as the default. */
  async function getWholeNumber(key: SystemSettingKey): Promise<number> {
    const row = await repo.findSetting(key);
    const parsed = SYSTEM_SETTING_VALUE_SCHEMAS[key].safeParse(row?.value);
    return Number(parsed.success ? parsed.data : SYSTEM_SETTING_DEFAULTS[key]);
  }

  let signInLimits: { value: Promise<SignInLimits>; readAt: number } | null = null;

  async function readSignInLimits(): Promise<SignInLimits> {
    const [maxFailuresPerAccount, maxFailuresPerAddress, lockMinutes] = await Promise.all([
      getWholeNumber(SIGN_IN_LIMIT_KEYS.maxFailuresPerAccount),
      getWholeNumber(SIGN_IN_LIMIT_KEYS.maxFailuresPerAddress),
      getWholeNumber(SIGN_IN_LIMIT_KEYS.lockMinutes),
    ]);
    return { maxFailuresPerAccount, maxFailuresPerAddress, lockMinutes };
  }

  /** The sign-in limits in force, read at most once per SIGN_IN_LIMITS_CACHE_MS. */
  function getSignInLimits(): Promise<SignInLimits> {
    const now = clock.now().getTime();
    if (!signInLimits || now - signInLimits.readAt >= SIGN_IN_LIMITS_CACHE_MS) {
      const value = readSignInLimits();
      signInLimits = { value, readAt: now };
      // A failed read is not kept: the next sign-in asks again.
      value.catch(() => {
        if (signInLimits?.value === value) signInLimits = null;
      });
    }
    return signInLimits.value;
  }

  return {
    getSetting,
    isEnabled,
    getUploadRules,
    getSignInLimits,

    /** Messaging's flag and its upload rules at once: an upload asks settings one time. */
    async getMessagingSettings(): Promise<{ enabled: boolean; uploadRules: UploadRules }> {
      const [enabled, uploadRules] = await Promise.all([isEnabled('MessagingEnabled'), getUploadRules()]);
      return { enabled, uploadRules };
    },

    async updateSetting(key: string, value: string, actorId: string): Promise<SystemSetting> {
      const canonical = canonicalKey(key);
      const parsed = SYSTEM_SETTING_VALUE_SCHEMAS[canonical].safeParse(value);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid value';
        throw new AppError('VALIDATION_FAILED', message, { details: [{ path: 'value', message }] });
      }
      await repo.transaction(async (tx) => {
        const before = await repo.findValue(canonical, tx);
        await repo.upsertSetting(canonical, parsed.data, actorId, tx);
        await emit(tx, { type: 'setting.changed', data: { key: canonical, before, after: parsed.data } });
      });
      signInLimits = null;
      return getSetting(canonical);
    },

    /** BookingChangeCutoffHours in force. */
    getBookingChangeCutoffHours: () => getWholeNumber('BookingChangeCutoffHours'),

    /** MaxUnpaidBookedHours in force: the most hours a customer may hold ahead on unpaid tickets. */
    getMaxUnpaidBookedHours: () => getWholeNumber('MaxUnpaidBookedHours'),

    /** AuditRetentionDays in force: how long the audit log keeps a record (decision 039). */
    getAuditRetentionDays: () => getWholeNumber('AuditRetentionDays'),

    async getSsoConfig(): Promise<SsoConfig> {
      return (await repo.findSsoConfig()) ?? SSO_OFF;
    },

    /** Google and Apple cannot stay on without the hosted backend; they are saved off with it. */
    async updateSsoConfig(config: SsoConfig, actorId: string): Promise<SsoConfig> {
      const saved = normaliseSsoConfig(config);
      await repo.transaction(async (tx) => {
        const before = await repo.findSsoConfig(tx);
        await repo.saveSsoConfig(saved, actorId, tx);
        await emit(tx, { type: 'sso.changed', data: { before, after: saved } });
      });
      return saved;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
