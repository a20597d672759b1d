import {
  AUTH_MESSAGES,
  addMs,
  type CompleteSupabaseSignupBody,
  minutesToMs,
  PENDING_SOCIAL_SIGNUP_MINUTES,
  providerDisabledMessage,
  SOCIAL_AUTH_MESSAGES,
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type SupabaseCallbackBody,
  type SupabaseCallbackResponse,
} from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limiter';
import { authenticationFailed, type SupabaseTokenVerifier } from '../../lib/supabase-tokens';
import type { AuthService } from '../auth/auth.service';
import type { DomainRestrictionsService } from '../domain-restrictions/domain-restrictions.service';
import type { SecondFactorService } from '../second-factor/second-factor.service';
import type { SettingsService } from '../settings/settings.service';
import type { UsersService } from '../users/users.service';
import type { PendingSignupRow, SocialAuthRepository } from './social-auth.repository';

interface SocialAuthServiceDeps {
  repo: SocialAuthRepository;
  clock: Clock;
  /** Absent without SUPABASE_URL: social sign-in is then not configured. */
  verifier: SupabaseTokenVerifier | null;
  auth: AuthService;
  secondFactor: Pick<SecondFactorService, 'challengeFor'>;
  users: UsersService;
  settings: SettingsService;
  domainRestrictions: DomainRestrictionsService;
  limiter: RateLimiter;
}

const signupExpired = () => new AppError('VALIDATION_FAILED', SOCIAL_AUTH_MESSAGES.signupExpired);

const isProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/**
 * The users table needs a first name for the greeting in every mail: the one typed, else the
 * provider's, else the address's local part. A last name may stay empty (the shell shows the
 * e-mail when there is no name).
 */
function namesFor(body: CompleteSupabaseSignupBody, pending: PendingSignupRow) {
  return {
    firstName: body.firstName || pending.firstName || (pending.email.split('@')[0] ?? '').slice(0, 100),
    lastName: body.lastName || pending.lastName,
  };
}

export function createSocialAuthService(deps: SocialAuthServiceDeps) {
  const { repo, verifier, auth, secondFactor, users, settings, domainRestrictions, limiter, clock } = deps;

  function requireVerifier(): SupabaseTokenVerifier {
    if (!verifier) throw new AppError('SERVICE_UNAVAILABLE', SOCIAL_AUTH_MESSAGES.notConfigured);
    return verifier;
  }

  /** The admin's switches: the hosted backend first, then the provider itself. */
  async function assertProviderEnabled(provider: SocialProvider): Promise<void> {
    const sso = await settings.getSsoConfig();
    if (!sso.supabaseEnabled) throw new AppError('FORBIDDEN', SOCIAL_AUTH_MESSAGES.ssoDisabled);
    const enabled = provider === 'google' ? sso.googleEnabled : sso.appleEnabled;
    if (!enabled) throw new AppError('FORBIDDEN', providerDisabledMessage(provider));
  }

  return {
    /**
     * A linked identity signs in; an unknown one is held for completion. An existing account with
     * the same e-mail is never joined to a social sign-in: whoever controls the provider account
     * does not thereby prove they own the password account.
     */
    async handleCallback(
      body: SupabaseCallbackBody,
      clientAddress: string,
      userAgent?: string,
    ): Promise<SupabaseCallbackResponse> {
      await limiter.consume(RATE_LIMITS.socialSignIn, clientAddress);
      const tokens = requireVerifier();
      await assertProviderEnabled(body.provider);
      const identity = await tokens.verify(body.accessToken);
      // Otherwise a provider switched off could sign in by naming one that is on.
      if (!identity.providers.includes(body.provider)) {
        throw authenticationFailed(`this session was not made with ${SOCIAL_PROVIDER_LABELS[body.provider]}`);
      }

      const linkedUserId = await repo.findLinkedUserId(identity.issuer, identity.subject);
      const linkedUser = linkedUserId ? await users.getSignInAccount(linkedUserId) : null;
      if (linkedUser) {
        // An account with a second factor answers its code first, as after a password.
        const challenge = await secondFactor.challengeFor(linkedUser);
        if (challenge) return { requiresAdditionalInfo: false, ...challenge };
        const session = await auth.createSession(linkedUser, { ipAddress: clientAddress, userAgent });
        return { requiresAdditionalInfo: false, ...session };
      }

      await domainRestrictions.assertEmailAllowed(identity.email);
      if (await users.isEmailTaken(identity.email)) {
        throw new AppError('CONFLICT', SOCIAL_AUTH_MESSAGES.accountExists);
      }
      const now = clock.now();
      await repo.deleteExpiredPendingSignups(now);
      await repo.upsertPendingSignup({
        issuer: identity.issuer,
        subject: identity.subject,
        provider: body.provider,
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        clientAddress,
        expiresAt: addMs(now, minutesToMs(PENDING_SOCIAL_SIGNUP_MINUTES)),
      });
      return {
        requiresAdditionalInfo: true,
        supabaseUserId: identity.subject,
        firstName: identity.firstName,
        lastName: identity.lastName,
      };
    },

    /**
     * Creates the account for a sign-in held by the callback, links the identity and mails the
     * verification link: like a sign-up, the account works once the address is verified.
     */
    async completeSignup(body: CompleteSupabaseSignupBody, clientAddress: string): Promise<void> {
      await limiter.consume(RATE_LIMITS.socialSignIn, clientAddress);
      const tokens = requireVerifier();
      if (body.role === 'Consultant' && !(await settings.isEnabled('ConsultantRegistrationEnabled'))) {
        throw new AppError('REGISTRATION_DISABLED', AUTH_MESSAGES.consultantRegistrationDisabled);
      }
      const pending = await repo.findPendingSignup(tokens.issuer, body.supabaseUserId, clock.now());
      // Bound to the device that did the verified callback: knowing someone's provider user id
      // must not let a stranger put their own password on that person's new account.
      if (!pending || pending.clientAddress !== clientAddress || !isProvider(pending.provider)) {
        throw signupExpired();
      }
      // The switches and restrictions may have changed in the minutes since the callback.
      await assertProviderEnabled(pending.provider);
      await domainRestrictions.assertEmailAllowed(pending.email);

      await assertUncommonPassword(body.password, 'password');
      const passwordHash = await hashPassword(body.password);
      const { firstName, lastName } = namesFor(body, pending);
      const user = await repo.transaction(async (tx) => {
        const claimed = await repo.claimPendingSignup(pending.issuer, pending.subject, clock.now(), tx);
        if (!claimed) throw signupExpired();
        const created = await users.insertUserWithHash(
          { email: claimed.email, passwordHash, firstName, lastName, role: body.role },
          { verified: false, tx },
        );
        const linked = await repo.insertIdentity(
          {
            userId: created.id,
            issuer: claimed.issuer,
            subject: claimed.subject,
            provider: claimed.provider,
            email: claimed.email,
          },
          tx,
        );
        if (!linked) throw new AppError('CONFLICT', SOCIAL_AUTH_MESSAGES.accountExists);
        return created;
      });

      try {
        await auth.sendVerificationMailOrUndo(user);
      } catch (error) {
        // The account is gone again; keep the sign-in so the person can simply retry the completion.
        const { id: _id, createdAt: _createdAt, ...values } = pending;
        await repo.upsertPendingSignup(values);
        throw error;
      }
    },
  };
}

export type SocialAuthService = ReturnType<typeof createSocialAuthService>;
