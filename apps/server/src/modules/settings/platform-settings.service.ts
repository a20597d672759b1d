import { MIN_PASSWORD_LENGTH, MINUTE_MS } from '@basisdesk/shared';
import type { PlatformSettings } from '@basisdesk/shared/settings/platform-settings.schema';
import type { MailRoute } from '../../lib/mailer';
import type { RateLimitRule } from '../../lib/rate-limiter';
import type { UploadRules } from './settings.service';

/**
 * The limits in force, each read from the part that applies it: the token service's lifetime, the
 * sign-in rule the auth service hands the rate limiter, the shared password rule, the mailer's
 * route, the messaging upload settings. Nothing here is a number of its own.
 */
export function createPlatformSettingsService(deps: {
  tokens: { ttlMinutes: number };
  auth: { signInLimit: RateLimitRule };
  mailer: { route: MailRoute };
  uploads: { getUploadRules(): Promise<UploadRules> };
}) {
  return {
    async getPlatformSettings(): Promise<PlatformSettings> {
      const uploads = await deps.uploads.getUploadRules();
      return {
        sessionTimeoutMinutes: deps.tokens.ttlMinutes,
        maxLoginAttempts: deps.auth.signInLimit.max,
        lockoutMinutes: Math.round(deps.auth.signInLimit.windowMs / MINUTE_MS),
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
