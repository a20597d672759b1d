import { minutesToMs, SECOND_FACTOR_MESSAGES } from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { asRecoveryCode, hashRecoveryCode } from './recovery-codes';
import type { SecondFactorRepository } from './second-factor.repository';
import { asTotpCode, matchTotpStep } from './totp';

/**
 * Wrong codes a signed-in person may type (confirming a set-up, turning the factor off, asking for
 * new recovery codes) before those pause: a stolen bearer token must not be able to try a million
 * codes. Sign-in counts its own (sign-in-challenge.ts).
 */
export const SECOND_FACTOR_CODE_CHECKS = {
  name: 'second-factor-code',
  max: 10,
  windowMs: minutesToMs(15),
} satisfies RateLimitRule;

export const invalidCode = (message: string = SECOND_FACTOR_MESSAGES.invalidCode) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path: 'code', message }] });

interface CheckCodeDeps {
  repo: SecondFactorRepository;
  clock: Clock;
}

/**
 * Uses a code of the person's enabled factor, once: the app's code for a time step no code was
 * accepted for yet (the step is claimed atomically), or an unused recovery code (marked used
 * atomically). False for anything else, the factor being off included.
 */
export function createCodeCheck({ repo, clock }: CheckCodeDeps) {
  return async function useCode(userId: string, typed: string): Promise<boolean> {
    const totp = asTotpCode(typed);
    if (totp) {
      const factor = await repo.find(userId);
      if (!factor?.secret) return false;
      const step = await matchTotpStep(factor.secret, totp, clock.now());
      return step !== null && repo.claimStep(userId, step);
    }
    const recovery = asRecoveryCode(typed);
    return recovery !== null && repo.useRecoveryCode(userId, hashRecoveryCode(recovery), clock.now());
  };
}

export type UseCode = ReturnType<typeof createCodeCheck>;

/**
 * Counts a code check before it is made, and refuses with a 429 past the limit: of any number of
 * parallel checks, at most the limit are made (decision 033's way of counting).
 */
export const reserveCodeCheck = (limiter: RateLimiter, userId: string) =>
  limiter.consume(SECOND_FACTOR_CODE_CHECKS, userId);

/** A right code gives its check back: only wrong ones use up the person's allowance. */
export const giveBackCodeCheck = (limiter: RateLimiter, userId: string) =>
  limiter.release(SECOND_FACTOR_CODE_CHECKS, userId);
