import {
  type RecoveryCodes,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorCodeBody,
  type SecondFactorSetup,
} from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Principal } from '../users/principal';
import { giveBackCodeCheck, invalidCode, reserveCodeCheck } from './check-code';
import { newRecoveryCodes } from './recovery-codes';
import { type SecondFactorEvents, tellerOf } from './second-factor.events';
import type { SecondFactorRepository } from './second-factor.repository';
import { asTotpCode, matchTotpStep, newTotpSecret, otpauthUrlOf, qrCodeDataUrlOf } from './totp';

interface SetUpDeps {
  repo: SecondFactorRepository;
  clock: Clock;
  limiter: RateLimiter;
  emit: Emit<SecondFactorEvents>;
  /** The issuer the authenticator app shows above the code. */
  appName: string;
}

const alreadyEnabled = () => new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyEnabled);
const noPendingSetup = () =>
  new AppError('VALIDATION_FAILED', SECOND_FACTOR_MESSAGES.noPendingSetup, {
    details: [{ path: 'code', message: SECOND_FACTOR_MESSAGES.noPendingSetup }],
  });

/**
 * Setting up the factor takes two steps, so a secret the person's app never took cannot lock them
 * out: a new secret is kept pending, and becomes the secret once a code made from it is typed.
 */
export function createSetUp({ repo, clock, limiter, appName, emit }: SetUpDeps) {
  return {
    async startSetup(actor: Principal): Promise<SecondFactorSetup> {
      const secret = newTotpSecret();
      if (!(await repo.savePendingSecret(actor.id, secret, clock.now()))) throw alreadyEnabled();
      const otpauthUrl = otpauthUrlOf({ issuer: appName, label: actor.account.email, secret });
      return { secret, otpauthUrl, qrCodeDataUrl: await qrCodeDataUrlOf(otpauthUrl) };
    },

    /** The right code turns the factor on and answers the ten recovery codes, shown this once. */
    async confirmSetup(actor: Principal, { code }: SecondFactorCodeBody): Promise<RecoveryCodes> {
      const factor = await repo.find(actor.id);
      if (factor?.secret) throw alreadyEnabled();
      const pendingSecret = factor?.pendingSecret;
      if (!pendingSecret) throw noPendingSetup();
      await reserveCodeCheck(limiter, actor.id);
      const totp = asTotpCode(code);
      const step = totp ? await matchTotpStep(pendingSecret, totp, clock.now()) : null;
      if (step === null) throw invalidCode(SECOND_FACTOR_MESSAGES.invalidSetupCode);
      await giveBackCodeCheck(limiter, actor.id);
      const { codes, hashes } = newRecoveryCodes();
      // The confirming code's step counts as used: it cannot also sign in.
      const enabled = await repo.enable(
        actor.id,
        {
          pendingSecret,
          step,
          codeHashes: hashes,
          now: clock.now(),
        },
        tellerOf(emit, actor, 'enabled'),
      );
      if (!enabled) throw noPendingSetup();
      return { recoveryCodes: codes };
    },
  };
}
