import { MIN_PASSWORD_LENGTH } from '@basisdesk/shared';
import type { PlatformSettings } from '@basisdesk/shared/settings/platform-settings.schema';
import type { MailRoute } from '../../lib/mailer';
import type { SettingsService } from './settings.service';

/**
 * The limits in force, each read from the part that applies it: the token service's lifetime, the
 * sign-in limits the sign-in guard counts with (system settings), the shared password rule, the
 * mailer's route, the messaging upload settings. Nothing here is a number of its own.
 */
export function createPlatformSettingsService(deps: {
  tokens: { ttlMinutes: number };
  mailer: { route: MailRoute };
  settings: Pick<SettingsService, 'getUploadRules' | 'getSignInLimits'>;
}) {
  return {
    async getPlatformSettings(): Promise<PlatformSettings> {
      const [uploads, signIn] = await Promise.all([
        deps.settings.getUploadRules(),
        deps.settings.getSignInLimits(),
      ]);
      return {
        sessionTimeoutMinutes: deps.tokens.ttlMinutes,
        maxLoginAttempts: signIn.maxFailuresPerAccount,
        maxLoginAttemptsPerAddress: signIn.maxFailuresPerAddress,
        lockoutMinutes: signIn.lockMinutes,
        minPasswordLength: MIN_PASSWORD_LENGTH,
        mailTransport: deps.mailer.route.transport,
        smtpPort: deps.mailer.route.port,
        // Message attachments: the messaging settings the upload route applies (decision 017).
        maxUploadSizeMB: uploads.maxFileSizeMB,
        allowedFileTypes: uploads.allowedFileTypes,
        ticketsPerUser: null,
        dataRetentionDays: null,
        passwordExpiryDays: null,
      };
    },
  };
}

export type PlatformSettingsService = ReturnType<typeof createPlatformSettingsService>;
