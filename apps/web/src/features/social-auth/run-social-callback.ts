import type { SignedInResponse } from '@basisdesk/shared/auth/auth.schema';
import type { SecondFactorChallenge } from '@basisdesk/shared/auth/second-factor.schema';
import { isSecondFactorChallenge } from '@basisdesk/shared/auth/second-factor-challenge';
import type { SocialSignupRequired } from '@basisdesk/shared/auth/social-auth.schema';
import { errorMessage } from '@/lib/api-client';
import { readSupabaseSession } from './api/read-supabase-session';
import { AuthResponseParseError, postSupabaseCallback } from './api/supabase-callback';
import { takeRememberedProvider } from './pending-provider';

export type SocialCallbackOutcome =
  | { kind: 'signedIn'; auth: SignedInResponse }
  | { kind: 'secondFactor'; challenge: SecondFactorChallenge }
  | { kind: 'needsProfile'; signup: SocialSignupRequired }
  | { kind: 'failed'; message: string };

/**
 * The return from Google or Apple (spec §4 "Social flow"): read the Supabase session, hand its
 * token to our server, and say whether the person is signed in, must give their second factor's
 * code, must complete the profile, or why it failed, in the spec's words.
 */
export async function runSocialCallback(): Promise<SocialCallbackOutcome> {
  try {
    const session = await readSupabaseSession();
    if ('error' in session) return { kind: 'failed', message: session.error };
    const provider = takeRememberedProvider() ?? 'google';
    const answer = await postSupabaseCallback({ accessToken: session.accessToken, provider });
    if (answer.requiresAdditionalInfo) return { kind: 'needsProfile', signup: answer };
    if (isSecondFactorChallenge(answer)) return { kind: 'secondFactor', challenge: answer };
    return { kind: 'signedIn', auth: answer };
  } catch (error) {
    if (error instanceof AuthResponseParseError) return { kind: 'failed', message: error.message };
    const reason = errorMessage(error, '');
    return { kind: 'failed', message: reason ? `Authentication failed: ${reason}` : 'Authentication failed' };
  }
}
