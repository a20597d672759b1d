import path from 'node:path';
import { gstinProblem, normaliseGstin } from '@basisdesk/shared/billing/gstin';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value)));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** PostgreSQL only: how long one statement may run before it is cancelled (503 to the caller). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /**
   * PostgreSQL only: how long a request waits for a connection, a free one of the pool or a new one
   * to the server, before it is answered 503.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  APP_URL: optionalText.pipe(z.url().optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(43200).default(480),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  /** How long one mail may wait on the SMTP server (connecting, greeting, each reply) before it is retried. */
  MAIL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** false: no notification mails are written or sent (sign-up verification and reset mails still are). */
  NOTIFICATIONS_ENABLED: booleanFlag,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
  ),
  SEED_DEMO: booleanFlag,
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  APP_NAME: z.string().trim().min(1).default('BasisDesk'),
  SUPPORT_EMAIL: z.email().default('support@basisdesk.in'),
  SUPPORT_PHONE: z.string().trim().min(1).default('+91 80 4718 2200'),
  /** Who issues receipts (the PDF's header): the registered name, else APP_NAME; address and GSTIN when set. */
  PLATFORM_LEGAL_NAME: optionalText,
  PLATFORM_ADDRESS: optionalText,
  /** With it, a real payment's receipt is a GST tax invoice (decision 049): it must pass GSTN's checksum. */
  PLATFORM_GSTIN: optionalText
    .transform((value) => value && normaliseGstin(value))
    .superRefine((value, ctx) => {
      const problem = value === undefined ? null : gstinProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `PLATFORM_GSTIN: ${problem}` });
    }),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  /** How long an unverified payment order waits before the server asks Razorpay for its payments. */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Message attachments in an S3-compatible bucket when set; on disk under DATA_DIR/uploads otherwise. */
  S3_BUCKET: optionalText,
  /** An S3-compatible endpoint (MinIO, R2, a local stand-in); path-style addressing with it. */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  SUPABASE_URL: optionalText.pipe(z.url().optional()),
  SUPABASE_ANON_KEY: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON object per line; pretty: short lines for a person. Absent: pretty on a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).optional(),
  TRUST_PROXY: booleanFlag,
  WEB_DIST_DIR: optionalText,
  /**
   * Fault tests only (0, off, by default): how long the answer of a request with an
   * Idempotency-Key is held after its work committed, so a test can kill the process in between.
   */
  FAULT_HOLD_IDEMPOTENT_ANSWER_MS: z.coerce.number().int().min(0).max(600_000).default(0),
});

export type Env = Omit<
  z.infer<typeof envSchema>,
  'APP_URL' | 'DATA_DIR' | 'SEED_DEMO' | 'TRUST_PROXY' | 'NOTIFICATIONS_ENABLED'
> & {
  APP_URL: string;
  DATA_DIR: string;
  SEED_DEMO: boolean;
  TRUST_PROXY: boolean;
  NOTIFICATIONS_ENABLED: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** The one reader of process.env: parses everything at once and reports every problem together. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (Boolean(source.ADMIN_EMAIL?.trim()) !== Boolean(source.ADMIN_PASSWORD?.trim())) {
    problems.push('ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  const env = result.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    // The demo belongs to the embedded database; on a real PostgreSQL it must be asked for.
    SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL,
    TRUST_PROXY: env.TRUST_PROXY ?? false,
    NOTIFICATIONS_ENABLED: env.NOTIFICATIONS_ENABLED ?? true,
  };
}
