import type { Tx } from '../../db/client';
import type { Emit } from '../../lib/domain-events';
import type { Principal } from '../users/principal';

/**
 * What the second-factor module tells the app (decision 031), inside the transaction of the
 * change: a person turned their factor on or off or took new recovery codes (the audit log,
 * decision 039). Never the secret or a code.
 */
export interface SecondFactorEvents {
  'second-factor.changed': {
    userId: string;
    email: string;
    change: 'enabled' | 'disabled' | 'recovery-codes-renewed';
  };
}

/** What tells a change of `actor`'s factor, inside the repository's transaction. */
export const tellerOf =
  (
    emit: Emit<SecondFactorEvents>,
    actor: Principal,
    change: SecondFactorEvents['second-factor.changed']['change'],
  ) =>
  (tx: Tx) =>
    emit(tx, {
      type: 'second-factor.changed',
      data: { userId: actor.id, email: actor.account.email, change },
    });
