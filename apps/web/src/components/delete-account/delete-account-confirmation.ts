import { MAX_SECOND_FACTOR_CODE_LENGTH } from '@basisdesk/shared/auth/second-factor.limits';
import { secondFactorCodeSchema } from '@basisdesk/shared/auth/second-factor.schema';
import {
  type DeleteAccountBody,
  deleteAccountBodySchema,
} from '@basisdesk/shared/users/personal-data.schema';
import { z } from 'zod';

/**
 * Whether whoever deletes has a second factor on: then its code is asked for and required; off,
 * there is no code field; not known (its status failed to load), the field is shown but may stay
 * empty, and the server says whether it wanted one.
 */
export type SecondFactorState = boolean | undefined;

export type DeleteAccountValues = { password: string; code: string };

export const EMPTY_DELETE_ACCOUNT_VALUES: DeleteAccountValues = { password: '', code: '' };

export const asksForCode = (secondFactor: SecondFactorState) => secondFactor !== false;

/** The form's rules: the server's password rule, and the code's when the factor is known to be on. */
export function deleteAccountFormSchema(secondFactor: SecondFactorState) {
  return z.object({
    password: deleteAccountBodySchema.shape.password,
    code:
      secondFactor === true ? secondFactorCodeSchema : z.string().trim().max(MAX_SECOND_FACTOR_CODE_LENGTH),
  });
}

/** What DELETE users/me or Admin/users/{id} is sent: an empty code is no code, never an empty one. */
export function toDeleteAccountBody({ password, code }: DeleteAccountValues): DeleteAccountBody {
  const typed = code.trim();
  return typed ? { password, code: typed } : { password };
}
