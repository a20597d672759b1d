import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  addMs,
  hoursToMs,
  isKnownTimeZone,
  type LoginBody,
  type LoginResponse,
  minutesToMs,
  type RegisterBody,
  type ResendVerificationBody,
  type SecondFactorLoginBody,
  type SignedInResponse,
} from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { getDecoyHash, verifyPassword } from '../../lib/password';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limiter';
import type { DomainRestrictionsService } from '../domain-restrictions/domain-restrictions.service';
import type { SecondFactorService } from '../second-factor/second-factor.service';
import type { SettingsService } from '../settings/settings.service';
import type { SignInClient, SignInSessionsService } from '../sign-in-sessions/sign-in-sessions.service';
import type { SignInAccount } from '../users/principal';
import type { UsersService } from '../users/users.service';
import type { AuthRepository } from './auth.repository';
import type { SignInGuard } from './sign-in-guard';
import { buildVerificationMail } from './verification-mail';

export const VERIFICATION_TOKEN_HOURS = 24;
/** An unverified person who signs in gets a fresh link, but not more often than this. */
export const VERIFICATION_RESEND_MINUTES = 10;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

interface AuthServiceDeps {
  repo: AuthRepository;
  clock: Clock;
  users: UsersService;
  settings: SettingsService;
  domainRestrictions: DomainRestrictionsService;
  signInSessions: Pick<SignInSessionsService, 'start'>;
  mailer: Mailer;
  limiter: RateLimiter;
  signInGuard: SignInGuard;
  /** An account with a second factor gets its challenge after the password, its session after the code. */
  secondFactor: Pick<SecondFactorService, 'challengeFor' | 'passChallenge'>;
  appUrl: string;
  appName: string;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, users, settings, domainRestrictions, signInSessions, mailer, limiter, signInGuard, clock } =
    deps;

  const newVerificationToken = () => {
    const token = crypto.randomBytes(32).toString('base64url');
    return {
      token,
      tokenHash: hashToken(token),
      expiresAt: addMs(clock.now(), hoursToMs(VERIFICATION_TOKEN_HOURS)),
    };
  };

  function mailVerificationLink(user: { email: string; firstName: string }, token: string) {
    const link = `${deps.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    return mailer.send(
      buildVerificationMail({
        to: user.email,
        firstName: user.firstName,
        appName: deps.appName,
        link,
        validHours: VERIFICATION_TOKEN_HOURS,
      }),
    );
  }

  async function sendVerificationMail(user: { id: string; email: string; firstName: string }) {
    const { token, tokenHash, expiresAt } = newVerificationToken();
    await repo.insertVerificationToken({ userId: user.id, tokenHash, expiresAt });
    await mailVerificationLink(user, token);
  }

  /**
   * Mails the verification link for a new account. If it cannot be sent, nobody has been told the
   * account exists yet: it is deleted so the person can simply try again, and the answer is a 503.
   */
  async function sendVerificationMailOrUndo(user: { id: string; email: string; firstName: string }) {
    try {
      await sendVerificationMail(user);
    } catch (error) {
      await repo.deleteUnverifiedUser(user.id);
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'We could not send the verification email right now. Please try again in a few minutes.',
        { retryAfterSeconds: 60, cause: error },
      );
    }
  }

  /**
   * Signing up again is refused (the address is taken), so a person whose link expired or never
   * arrived gets a new one by signing in with the right password. A failure to send is not the
   * answer's business: the person is told to verify either way.
   */
  async function resendVerificationMail(user: { id: string; email: string; firstName: string }) {
    const { token, tokenHash, expiresAt } = newVerificationToken();
    const since = new Date(clock.now().getTime() - minutesToMs(VERIFICATION_RESEND_MINUTES));
    const issued = await repo
      .insertVerificationTokenUnlessSince({ userId: user.id, tokenHash, expiresAt }, since)
      .catch(() => false);
    if (issued) await mailVerificationLink(user, token).catch(() => {});
  }

  /**
   * A session for an account that has proved who it is: only active, verified accounts get one.
   * It is a sign-in session row the server can end (decision 032), told apart by the client's
   * User-Agent and address.
   */
  async function createSession(user: SignInAccount, client: SignInClient): Promise<SignedInResponse> {
    if (user.status !== 'Active') throw new AppError('ACCOUNT_DEACTIVATED', AUTH_MESSAGES.accountDeactivated);
    if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
    const issued = await signInSessions.start(user, client);
    return {
      token: issued.token,
      expiresAt: issued.expiresAt.toISOString(),
      id: user.id,
      email: user.email,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      timeZone: user.timeZone,
    };
  }

  return {
    sendVerificationMailOrUndo,
    createSession,

    /** Self-service sign-up: the account can sign in once the e-mailed link has been opened. */
    async register(body: RegisterBody, clientAddress: string): Promise<void> {
      await limiter.consume(RATE_LIMITS.register, clientAddress);
      await assertUncommonPassword(body.password, 'password');
      if (body.role === 'Consultant' && !(await settings.isEnabled('ConsultantRegistrationEnabled'))) {
        throw new AppError('REGISTRATION_DISABLED', AUTH_MESSAGES.consultantRegistrationDisabled);
      }
      await domainRestrictions.assertEmailAllowed(body.email);
      const user = await users.insertUser(body, { verified: false });
      await sendVerificationMailOrUndo(user);
    },

    async confirmEmail(token: string, clientAddress: string): Promise<{ message: string }> {
      await limiter.consume(RATE_LIMITS.confirmEmail, clientAddress);
      const consumed = await repo.consumeVerificationToken(hashToken(token), clock.now());
      if (!consumed) throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.verificationFailed);
      return {
        message: consumed.alreadyVerified ? AUTH_MESSAGES.alreadyVerified : AUTH_MESSAGES.emailVerified,
      };
    },

    /**
     * A new verification link for an address, asked for from the sign-in page. The answer is the
     * same for every address, in its words and its time: the limits are counted, and the lookup
     * and the mail follow off the request path (as a reset link's, decision 033). Only an active
     * account still waiting for verification gets a link, at most one every ten minutes.
     */
    async resendVerification(
      body: ResendVerificationBody,
      clientAddress: string,
    ): Promise<{ message: string }> {
      await limiter.consume(RATE_LIMITS.resendVerificationPerClient, clientAddress);
      await limiter.consume(RATE_LIMITS.resendVerificationPerEmail, body.email);
      // The next turn of the event loop: the answer has been written by then. (PGlite runs its
      // queries on this thread; started at once, the lookup would hold the answer back.)
      setImmediate(() => {
        void users
          .findCredentials(body.email)
          .then((user) =>
            user?.status === 'Active' && !user.emailVerified ? resendVerificationMail(user) : undefined,
          )
          .catch(() => {});
      });
      return { message: AUTH_MESSAGES.verificationLinkSent };
    },

    /**
     * Unknown address and wrong password are the same answer, in the same time. The attempt is
     * counted before the password is checked (decision 033): past a limit it is not checked at all.
     */
    async login(body: LoginBody, clientAddress: string, userAgent?: string): Promise<LoginResponse> {
      const attempt = await signInGuard.reserve(body.email, clientAddress);

      const user = await users.findCredentials(body.email);
      const passwordMatches = await verifyPassword(
        user?.passwordHash ?? (await getDecoyHash()),
        body.password,
      );
      if (!user?.passwordHash || !passwordMatches) {
        signInGuard.failed(attempt, user?.id ?? null);
        throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      }
      if (user.status === 'Active' && !user.emailVerified) await resendVerificationMail(user);
      // With a second factor the sign-in is whole only once its code passes: the attempt stays
      // counted until then, so a known password does not reset the count of guessed codes.
      const challenge = await deps.secondFactor.challengeFor(user);
      if (challenge) return challenge;
      await signInGuard.succeeded(attempt);
      const session = await createSession(user, { ipAddress: clientAddress, userAgent });
      // The first sign-in keeps the browser's zone; a zone the person has (or chose) stays theirs.
      const detected = body.timeZone?.trim();
      if (session.timeZone === null && detected && isKnownTimeZone(detected)) {
        await users.adoptTimeZone(user.id, detected);
        return { ...session, timeZone: detected };
      }
      return session;
    },

    /** A sign-in's second step: the right code for the challenge gets the session. */
    async loginWithSecondFactor(
      body: SecondFactorLoginBody,
      clientAddress: string,
      userAgent?: string,
    ): Promise<SignedInResponse> {
      const user = await deps.secondFactor.passChallenge(body, clientAddress);
      return createSession(user, { ipAddress: clientAddress, userAgent });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
