import crypto from 'node:crypto';
import { addMs, minutesToMs } from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { SettingsService } from '../settings/settings.service';
import type { AuthEvents } from './auth.events';

/** One sign-in's place in the counters, reserved before its password is checked. */
export interface SignInAttempt {
  accountKey: string;
  clientAddress: string;
  rules: SignInRules;
  /** This attempt's number among the account's in the window. */
  accountCount: number;
  resetInMs: number;
  /** False for an account reset in this window: the address's counter neither counts nor refuses it. */
  countsAddress: boolean;
}

interface SignInRules {
  account: RateLimitRule;
  address: RateLimitRule;
  /** The mark a completed reset leaves for the window (lock without lock-out). */
  afterReset: RateLimitRule;
}

/** The counters are keyed by a digest of the address: the store holds no e-mail addresses. */
const accountKeyOf = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

/**
 * Sign-in's defences against guessing (decision 033). Every attempt is counted against its account
 * (the e-mail address, from any client, known or not) and its client address *before* the password
 * is checked, so however many arrive at once, at most the limit are ever checked. A success gives
 * its place back; a completed password reset opens the account again, even from a busy address.
 */
export function createSignInGuard(deps: {
  limiter: RateLimiter;
  settings: Pick<SettingsService, 'getSignInLimits'>;
  clock: Clock;
  /** Tells the account's owner that sign-in to it is paused (the security notice). */
  tellLocked: (userId: string, lockedUntil: Date) => Promise<void>;
  /** Tells of each failure (auth.sign-in-failed) in a transaction of its own. */
  tellFailed: (data: AuthEvents['auth.sign-in-failed']) => Promise<void>;
  log: Logger;
}) {
  const { limiter, clock, log } = deps;

  async function rulesInForce(): Promise<SignInRules> {
    const limits = await deps.settings.getSignInLimits();
    const windowMs = minutesToMs(limits.lockMinutes);
    return {
      account: { name: 'sign-in-account', max: limits.maxFailuresPerAccount, windowMs },
      address: { name: 'sign-in-address', max: limits.maxFailuresPerAddress, windowMs },
      afterReset: { name: 'sign-in-after-reset', max: 1, windowMs },
    };
  }

  return {
    /** Counts this attempt, or refuses it with a 429 (its password unchecked) once a limit is reached. */
    async reserve(email: string, clientAddress: string): Promise<SignInAttempt> {
      const rules = await rulesInForce();
      const accountKey = accountKeyOf(email);
      const countsAddress = (await limiter.countOf(rules.afterReset, accountKey)) === 0;
      const account = await limiter.consume(rules.account, accountKey);
      if (countsAddress) {
        try {
          await limiter.consume(rules.address, clientAddress);
        } catch (refusal) {
          // Not checked, so not a failure of this account's.
          await limiter.release(rules.account, accountKey);
          throw refusal;
        }
      }
      return {
        accountKey,
        clientAddress,
        rules,
        accountCount: account.count,
        resetInMs: account.resetInMs,
        countsAddress,
      };
    },

    /** The right password: the account starts afresh, and the address gets its place back. */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      await limiter.clear(attempt.rules.account, attempt.accountKey);
      if (attempt.countsAddress) await limiter.release(attempt.rules.address, attempt.clientAddress);
    },

    /**
     * A wrong password stays counted. The failure that reaches the account's limit (one per window,
     * however many run at once: the count is atomic) tells the owner, without holding the answer:
     * a known address must answer as fast as an unknown one.
     */
    failed(
      attempt: SignInAttempt,
      accountId: string | null,
      step: 'password' | 'second-factor' = 'password',
    ): void {
      // Not awaited, like the notice below: the answer must not wait on a write for known addresses only.
      deps.tellFailed({ userId: accountId, step }).catch((error) => {
        log.error({ err: error }, 'Failed sign-in not recorded');
      });
      if (!accountId || attempt.accountCount !== attempt.rules.account.max) return;
      const lockedUntil = addMs(clock.now(), attempt.resetInMs);
      deps.tellLocked(accountId, lockedUntil).catch((error) => {
        log.error({ err: error }, 'Sign-in lock notice not written');
      });
    },

    /**
     * A completed reset proves the person holds the mailbox: the account's count starts again, and
     * for the rest of the window its sign-ins are not refused by their address's count, which a
     * colleague's machine behind the same address may have filled.
     */
    async openAfterReset(email: string): Promise<void> {
      const rules = await rulesInForce();
      const accountKey = accountKeyOf(email);
      await limiter.clear(rules.account, accountKey);
      await limiter.record(rules.afterReset, accountKey);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
