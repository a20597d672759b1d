import { MIN_PASSWORD_LENGTH } from '@basisdesk/shared';
import type { PlatformSettings } from '@basisdesk/shared/settings/platform-settings.schema';
import type { MailRoute } from '../../lib/mailer';
import type { RateLimitRule } from '../../lib/rate-limiter';

const MINUTE_MS = 60_000;

/**
 * The limits in force, each read from the part that applies it: the token service's lifetime, the
 * sign-in rule the auth service hands the rate limiter, the shared password rule, the mailer's
 * route. Nothing here is a number of its own.
 */
export function createPlatformSettingsService(deps: {
  tokens: { ttlMinutes: number };
  auth: { signInLimit: RateLimitRule };
  mailer: { route: MailRoute };
}) {
  return {
    getPlatformSettings(): PlatformSettings {
      return {
        sessionTimeoutMinutes: deps.tokens.ttlMinutes,
        maxLoginAttempts: deps.auth.signInLimit.max,
        lockoutMinutes: Math.round(deps.auth.signInLimit.windowMs / MINUTE_MS),
        minPasswordLength: MIN_PASSWORD_LENGTH,
        mailTransport: deps.mailer.route.transport,
        smtpPort: deps.mailer.route.port,
        // Attachments come with messaging; until then there is no upload to limit.
        maxUploadSizeMB: null,
        allowedFileTypes: null,
        ticketsPerUser: null,
        dataRetentionDays: null,
        passwordExpiryDays: null,
      };
    },
  };
}

export type PlatformSettingsService = ReturnType<typeof createPlatformSettingsService>;
