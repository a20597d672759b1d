import {
  minutesToMs,
  SECOND_FACTOR_CHALLENGE_ATTEMPTS,
  SECOND_FACTOR_CHALLENGE_MINUTES,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorChallenge,
  type SecondFactorLoginBody,
} from '@basisdesk/shared';
import { AppError } from '../../lib/errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { SignInGuard } from '../auth/sign-in-guard';
import type { SignInAccount } from '../users/principal';
import type { UsersService } from '../users/users.service';
import type { ChallengeTokens } from './challenge-tokens';
import type { UseCode } from './check-code';
import type { SecondFactorRepository } from './second-factor.repository';

/** Codes one challenge takes, right or wrong, counted per challenge for as long as it lives. */
const CHALLENGE_ATTEMPTS = {
  name: 'second-factor-challenge',
  max: SECOND_FACTOR_CHALLENGE_ATTEMPTS,
  windowMs: minutesToMs(SECOND_FACTOR_CHALLENGE_MINUTES),
} satisfies RateLimitRule;

interface SignInChallengeDeps {
  repo: SecondFactorRepository;
  users: Pick<UsersService, 'getSignInAccount'>;
  limiter: RateLimiter;
  signInGuard: Pick<SignInGuard, 'reserve' | 'failed' | 'succeeded'>;
  challenges: ChallengeTokens;
  useCode: UseCode;
}

const challengeExpired = () => new AppError('UNAUTHENTICATED', SECOND_FACTOR_MESSAGES.challengeExpired);

/** The second step of a sign-in (by password or a linked identity) for an account with a factor. */
export function createSignInChallenge({
  repo,
  users,
  limiter,
  signInGuard,
  challenges,
  useCode,
}: SignInChallengeDeps) {
  return {
    /**
     * The challenge instead of a session, for an account that may sign in and has a second
     * factor; null for every other account (its session, or its refusal, is the caller's).
     */
    async challengeFor(user: SignInAccount): Promise<SecondFactorChallenge | null> {
      if (user.status !== 'Active' || !user.emailVerified) return null;
      if (!(await repo.isEnabled(user.id))) return null;
      const { token, challenge } = challenges.issue({ userId: user.id, tokenVersion: user.tokenVersion });
      return {
        secondFactorRequired: true,
        challengeToken: token,
        expiresAt: challenge.expiresAt.toISOString(),
      };
    },

    /**
     * The account whose challenge this code answers, for its session. A wrong code counts against
     * the challenge (five, then sign in again) and as a failed sign-in of the account and the
     * address, exactly as a wrong password does.
     */
    async passChallenge({ challengeToken, code }: SecondFactorLoginBody, clientAddress: string) {
      const challenge = challenges.read(challengeToken);
      if (!challenge) throw challengeExpired();
      try {
        await limiter.consume(CHALLENGE_ATTEMPTS, challenge.id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          throw new AppError('UNAUTHENTICATED', SECOND_FACTOR_MESSAGES.tooManyWrongCodes);
        }
        throw error;
      }
      const user = await users.getSignInAccount(challenge.userId);
      // A password change or a deactivation since the password was typed ends the challenge.
      if (!user || user.tokenVersion !== challenge.tokenVersion) throw challengeExpired();

      // The code is part of the same sign-in: counted by the sign-in guard before it is checked,
      // as a password is, and the account's count cleared only once it passes (decision 033).
      const attempt = await signInGuard.reserve(user.email, clientAddress);
      if (!(await useCode(user.id, code))) {
        signInGuard.failed(attempt, user.id, 'second-factor');
        throw new AppError('INVALID_CREDENTIALS', SECOND_FACTOR_MESSAGES.invalidCode);
      }
      await signInGuard.succeeded(attempt);
      return user;
    },
  };
}
