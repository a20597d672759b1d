// What the auth route tests (sign-up, sign-in) share: an application that mails through an SMTP
// sink, a registration, the calls from one client address, and the verification link of a mail.
import { eq } from 'drizzle-orm';
import { uniqueEmail } from '../../../test/factories';
import { from } from '../../../test/send-request';
import { startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { useOpened } from '../../../test/use-opened';
import type { AppDeps } from '../../app-config';
import { emailVerificationTokens, users } from '../../db/schema';

export const VERIFICATION_FAILED = 'Email verification failed. The token may be expired or invalid.';

export const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('signup'),
  password: 'secret7',
  firstName: 'Meera',
  lastName: 'Nair',
  role: 'Customer',
  ...overrides,
});

export interface AuthSuite extends TestContext {
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
}

async function openAuthSuite(deps: Partial<Omit<AppDeps, 'database'>>): Promise<AuthSuite> {
  const smtp = await startSmtpSink();
  const ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'BasisDesk <no-reply@app.test>' }, deps);
  return {
    ...ctx,
    smtp,
    async close() {
      await ctx.close();
      await smtp.close();
    },
  };
}

/**
 * The file's (or describe block's) application and mail sink (`ctx`), with the calls the tests
 * arrange with; `deps` for a Redis of its own (the sign-in counters).
 */
export function useAuthSuite(deps: () => Partial<Omit<AppDeps, 'database'>> = () => ({})) {
  const ctx = useOpened(() => openAuthSuite(deps()));

  const post = (url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
    ctx.send('POST', url, from(remoteAddress), payload);

  async function userIdOf(email: string) {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id;
  }

  async function tokenFromMail(email: string): Promise<string> {
    const mail = await ctx.smtp.mailTo(email);
    const link = mail.text.match(/http:\/\/app\.test\/confirm-email\?token=([\w-]+)/);
    if (!link?.[1]) throw new Error(`No verification link in:\n${mail.text}`);
    return link[1];
  }

  /** The reset link of the first mail to a new address (one with no other mail yet). */
  async function resetLinkFromMail(email: string): Promise<{ token: string; email: string }> {
    const mail = await ctx.smtp.mailTo(email);
    const link = mail.text.match(/http:\/\/app\.test\/reset-password\?\S+/);
    if (!link) throw new Error(`No reset link in:\n${mail.text}`);
    const url = new URL(link[0]);
    return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
  }

  /** A sign-up whose first link was sent a day ago and has expired, so a new one may go out. */
  async function signedUpLongAgo() {
    const body = registration();
    await post('/api/auth/register', body);
    const firstToken = await tokenFromMail(body.email);
    const aDayAgo = new Date(Date.now() - 25 * 3600_000);
    const userId = await userIdOf(body.email);
    if (!userId) throw new Error(`No account for ${body.email}`);
    await ctx.database.db
      .update(emailVerificationTokens)
      .set({ createdAt: aDayAgo, expiresAt: new Date(aDayAgo.getTime() + 24 * 3600_000) })
      .where(eq(emailVerificationTokens.userId, userId));
    return { body, firstToken };
  }

  return { ctx, post, userIdOf, tokenFromMail, resetLinkFromMail, signedUpLongAgo };
}
