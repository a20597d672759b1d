import { z } from 'zod';

/** How mail leaves: an SMTP server (SMTP_URL), or files in DATA_DIR/outbox with the links in the log. */
export const MAIL_TRANSPORTS = ['SMTP', 'Local outbox'] as const;

/**
 * GET Admin/platform-settings: the limits the platform applies now, read from where it applies
 * them (spec §9 lists placeholder defaults; these are the real ones). `null` says plainly that a
 * limit does not exist: no cap on tickets, no retention or password expiry. The upload rules are
 * the messaging settings MessagingMaxFileSizeMB and MessagingAllowedFileTypes (decision 017).
 */
export const platformSettingsSchema = z.object({
  sessionTimeoutMinutes: z.number().int().describe('How long a sign-in lasts (TOKEN_TTL_MINUTES)'),
  maxLoginAttempts: z
    .number()
    .int()
    .describe('Failed sign-ins per account before its sign-in pauses (SignInMaxFailuresPerAccount)'),
  maxLoginAttemptsPerAddress: z
    .number()
    .int()
    .describe('Failed sign-ins per client address before its sign-ins pause (SignInMaxFailuresPerAddress)'),
  lockoutMinutes: z
    .number()
    .int()
    .describe('The window the failed sign-ins are counted in (SignInLockMinutes)'),
  minPasswordLength: z.number().int(),
  mailTransport: z.enum(MAIL_TRANSPORTS),
  smtpPort: z.number().int().nullable().describe('Null while mail goes to the local outbox'),
  maxUploadSizeMB: z.number().int().describe('Largest message attachment (MessagingMaxFileSizeMB)'),
  allowedFileTypes: z.array(z.string()).describe('Attachment extensions allowed (MessagingAllowedFileTypes)'),
  ticketsPerUser: z.null().describe('No limit: a customer may raise any number of requests'),
  dataRetentionDays: z.null().describe('Not enforced: nothing is deleted by age'),
  passwordExpiryDays: z.null().describe('Not enforced: passwords do not expire'),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
