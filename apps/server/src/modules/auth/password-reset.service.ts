import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  addMs,
  type ForgotPasswordBody,
  minutesToMs,
  type ResetPasswordBody,
} from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limiter';
import type { UsersService } from '../users/users.service';
import type { PasswordResetRepository } from './password-reset.repository';
import { buildPasswordResetMail } from './password-reset-mail';
import type { SignInGuard } from './sign-in-guard';

export const RESET_TOKEN_MINUTES = 30;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

interface PasswordResetServiceDeps {
  repo: PasswordResetRepository;
  users: UsersService;
  mailer: Mailer;
  limiter: RateLimiter;
  signInGuard: Pick<SignInGuard, 'openAfterReset'>;
  clock: Clock;
  log: Logger;
  appUrl: string;
  appName: string;
}

export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  const { repo, users, mailer, limiter, clock, log } = deps;
  // Links are issued one after another in the order asked for (on this node): two quick requests
  // for one account leave only the later link open, as they did when each waited for its own.
  let issuing: Promise<void> = Promise.resolve();

  /** Only an active account gets a link; the mail goes out without being waited for. */
  async function issueLink(email: string): Promise<void> {
    const account = await users.findCredentials(email);
    if (account?.status !== 'Active') return;
    const token = crypto.randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = addMs(now, minutesToMs(RESET_TOKEN_MINUTES));
    await repo.transaction((tx) =>
      repo.replaceTokens({ userId: account.id, tokenHash: hashToken(token), expiresAt, now }, tx),
    );
    const query = new URLSearchParams({ token, email: account.email });
    const mail = buildPasswordResetMail({
      to: account.email,
      firstName: account.firstName,
      appName: deps.appName,
      link: `${deps.appUrl}/reset-password?${query}`,
      validMinutes: RESET_TOKEN_MINUTES,
    });
    // A lost mail is logged (without its address), and the person can ask again.
    void mailer.send(mail).catch((error) => log.error({ err: error }, 'Password reset mail not sent'));
  }

  return {
    /**
     * The answer is the same for every address, known or not, in its words and in its time: the
     * request does the same work for both, the two limits counted and nothing else, and answers
     * before anything reads the address's account. The lookup, the link and its mail follow off the
     * request path, for every address alike; only what happens there (a link and a mail, or nothing)
     * differs, and no answer waits for it.
     */
    async requestReset(body: ForgotPasswordBody, clientAddress: string): Promise<{ message: string }> {
      await limiter.consume(RATE_LIMITS.forgotPasswordPerClient, clientAddress);
      await limiter.consume(RATE_LIMITS.forgotPasswordPerEmail, body.email);
      issuing = issuing
        // The next turn of the event loop: the answer has been written by then. (PGlite runs its
        // queries on this thread; started at once, the lookup would hold the answer back.)
        .then(() => new Promise((resolve) => setImmediate(resolve)))
        .then(() => issueLink(body.email))
        .catch((error) => log.error({ err: error }, 'Password reset link not issued'));
      return { message: AUTH_MESSAGES.resetLinkSent };
    },

    /** Resolves once every link asked for so far is issued or given up: closing waits for it. */
    settle: (): Promise<void> => issuing,

    /**
     * One transaction: the link is used, the account's other links closed, the password set, and
     * every earlier session ended. An unknown, used, expired or someone else's link gets one answer.
     * A refused password leaves the link unused. Once reset, the account's sign-in is open again
     * (decision 033: lock without lock-out).
     */
    async resetPassword(body: ResetPasswordBody, clientAddress: string): Promise<{ message: string }> {
      await limiter.consume(RATE_LIMITS.resetPassword, clientAddress);
      await assertUncommonPassword(body.newPassword, 'newPassword');
      // Hashing takes a while: before the transaction, not inside it.
      const passwordHash = await hashPassword(body.newPassword);
      const tokenHash = hashToken(body.token);
      const now = clock.now();
      const reset = await repo.transaction(async (tx) => {
        const token = await repo.consumeToken({ tokenHash, email: body.email, now }, tx);
        if (!token) return false;
        await repo.closeOtherTokens(token.userId, tokenHash, now, tx);
        await users.setPasswordFromReset(token.userId, passwordHash, now, tx);
        return true;
      });
      if (!reset) {
        throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.resetLinkInvalid);
      }
      await deps.signInGuard.openAfterReset(body.email);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
