import {
  type DisableSecondFactorBody,
  isAdmin,
  type RecoveryCodes,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorCodeBody,
  type SecondFactorStatus,
} from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { SignInGuard } from '../auth/sign-in-guard';
import type { SettingsService } from '../settings/settings.service';
import type { Principal } from '../users/principal';
import type { UsersService } from '../users/users.service';
import type { ChallengeTokens } from './challenge-tokens';
import { createCodeCheck, giveBackCodeCheck, invalidCode, reserveCodeCheck } from './check-code';
import { newRecoveryCodes } from './recovery-codes';
import { type SecondFactorEvents, tellerOf } from './second-factor.events';
import type { SecondFactorRepository } from './second-factor.repository';
import { createSetUp } from './set-up';
import { createSignInChallenge } from './sign-in-challenge';

interface SecondFactorServiceDeps {
  repo: SecondFactorRepository;
  clock: Clock;
  users: Pick<UsersService, 'getSignInAccount' | 'findCredentials'>;
  settings: Pick<SettingsService, 'isEnabled'>;
  limiter: RateLimiter;
  /** Sign-in's counters: a code at sign-in counts as the password does (decision 033). */
  signInGuard: Pick<SignInGuard, 'reserve' | 'failed' | 'succeeded'>;
  challenges: ChallengeTokens;
  appName: string;
  /** Each change of the factor told in its transaction (the audit log). */
  emit: Emit<SecondFactorEvents>;
}

const notEnabled = () => new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.notEnabled);
const passwordIncorrect = () =>
  new AppError('VALIDATION_FAILED', SECOND_FACTOR_MESSAGES.passwordIncorrect, {
    details: [{ path: 'password', message: SECOND_FACTOR_MESSAGES.passwordIncorrect }],
  });

/**
 * The second factor (ASVS 6.3.3, decision 034): TOTP with recovery codes. Set-up and sign-in's
 * second step are use cases of their own (set-up.ts, sign-in-challenge.ts); what is here works on
 * a factor already on, and the admins' requirement the admin routes check.
 */
export function createSecondFactorService(deps: SecondFactorServiceDeps) {
  const { repo, clock, users, settings, limiter } = deps;
  const useCode = createCodeCheck({ repo, clock });
  const isRequiredOf = async (role: Principal['role']) =>
    isAdmin(role) && (await settings.isEnabled('AdminSecondFactorRequired'));

  /** A code typed by a signed-in person, counted against their wrong codes; 400 when wrong. */
  async function useCodeOrRefuse(userId: string, code: string): Promise<void> {
    await reserveCodeCheck(limiter, userId);
    if (!(await useCode(userId, code))) throw invalidCode();
    await giveBackCodeCheck(limiter, userId);
  }

  return {
    ...createSetUp({ repo, clock, limiter, appName: deps.appName, emit: deps.emit }),
    ...createSignInChallenge({
      repo,
      users,
      limiter,
      signInGuard: deps.signInGuard,
      challenges: deps.challenges,
      useCode,
    }),

    async getStatus(actor: Principal): Promise<SecondFactorStatus> {
      const [enabled, required] = await Promise.all([repo.isEnabled(actor.id), isRequiredOf(actor.role)]);
      return {
        enabled,
        required,
        recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(actor.id) : 0,
      };
    },

    /**
     * For the admin routes: an admin without a second factor while the workspace requires one.
     * An admin with one (every admin, once set up) costs one primary-key read, the setting none.
     */
    async isMissingRequired(actor: Principal): Promise<boolean> {
      if (await repo.isEnabled(actor.id)) return false;
      return isRequiredOf(actor.role);
    },

    /** Turning it off takes the password and a code, so a session left open cannot do it. */
    async disable(actor: Principal, { password, code }: DisableSecondFactorBody): Promise<void> {
      if (!(await repo.isEnabled(actor.id))) throw notEnabled();
      // The password is checked under the same allowance as the codes: counted first, given back if right.
      await reserveCodeCheck(limiter, actor.id);
      const credentials = await users.findCredentials(actor.account.email);
      if (!credentials?.passwordHash || !(await verifyPassword(credentials.passwordHash, password))) {
        throw passwordIncorrect();
      }
      await giveBackCodeCheck(limiter, actor.id);
      await useCodeOrRefuse(actor.id, code);
      await repo.disable(actor.id, clock.now(), tellerOf(deps.emit, actor, 'disabled'));
    },

    /**
     * A grave step (deleting an account, decision 041) asks the person who takes it for their
     * password and, while their factor is on, a code of it: a session left open cannot take it.
     * Both are counted under the allowance of wrong codes, so a stolen token cannot guess them.
     */
    async confirmPresence(
      actor: Pick<Principal, 'id' | 'account'>,
      { password, code }: { password: string; code?: string },
    ): Promise<void> {
      await reserveCodeCheck(limiter, actor.id);
      const credentials = await users.findCredentials(actor.account.email);
      if (!credentials?.passwordHash || !(await verifyPassword(credentials.passwordHash, password))) {
        throw passwordIncorrect();
      }
      await giveBackCodeCheck(limiter, actor.id);
      if (!(await repo.isEnabled(actor.id))) return;
      if (code === undefined) throw invalidCode(SECOND_FACTOR_MESSAGES.codeRequired);
      await useCodeOrRefuse(actor.id, code);
    },

    /** Ten new recovery codes for a code of the factor; every earlier one stops working. */
    async renewRecoveryCodes(actor: Principal, { code }: SecondFactorCodeBody): Promise<RecoveryCodes> {
      if (!(await repo.isEnabled(actor.id))) throw notEnabled();
      await useCodeOrRefuse(actor.id, code);
      const { codes, hashes } = newRecoveryCodes();
      const tell = tellerOf(deps.emit, actor, 'recovery-codes-renewed');
      if (!(await repo.renewRecoveryCodes(actor.id, hashes, tell))) throw notEnabled();
      return { recoveryCodes: codes };
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
