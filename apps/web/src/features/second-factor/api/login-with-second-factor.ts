import type { SignedInResponse } from '@basisdesk/shared/auth/auth.schema';
import type { SecondFactorLoginBody } from '@basisdesk/shared/auth/second-factor.schema';
import { api } from '@/lib/api-client';

/** A sign-in's second step: the challenge and a code; the answer is the session. */
export const loginWithSecondFactor = (body: SecondFactorLoginBody) =>
  api.post<SignedInResponse>('/auth/login/second-factor', body, { fallbackError: 'Sign in failed' });
