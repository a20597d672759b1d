import type { SocialProvider } from '@basisdesk/shared/auth/social-providers';
import { SOCIAL_PROVIDERS } from '@basisdesk/shared/auth/social-providers';

/** Which button started the round trip: the callback must tell the server. Per tab, like the flow. */
const KEY = 'socialSignInProvider';

export function rememberProvider(provider: SocialProvider) {
  sessionStorage.setItem(KEY, provider);
}

export function takeRememberedProvider(): SocialProvider | null {
  const value = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return SOCIAL_PROVIDERS.includes(value as SocialProvider) ? (value as SocialProvider) : null;
}
