import { SOCIAL_AUTH_MESSAGES } from '@basisdesk/shared/auth/social-auth.messages';
import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@basisdesk/shared/auth/social-providers';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isSupabaseConfigured } from '@/config/app-config';
import { useSsoStatus } from '@/features/flags/api/get-sso-status';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { signInWithProvider } from '../api/sign-in-with-provider';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18a11 11 0 0 0 0 9.88l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.3 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
      <path d="M16.37 12.62c-.02-2.3 1.88-3.41 1.97-3.46-1.07-1.57-2.74-1.78-3.34-1.8-1.42-.15-2.77.84-3.49.84-.72 0-1.83-.82-3.01-.8-1.55.02-2.98.9-3.78 2.29-1.61 2.8-.41 6.94 1.16 9.21.77 1.11 1.68 2.36 2.88 2.31 1.16-.05 1.59-.75 2.99-.75s1.79.75 3.01.72c1.24-.02 2.03-1.13 2.79-2.25.88-1.29 1.24-2.54 1.26-2.6-.03-.01-2.42-.93-2.44-3.71zM14.08 5.86c.64-.77 1.07-1.85.95-2.92-.92.04-2.03.61-2.69 1.38-.59.68-1.11 1.78-.97 2.83 1.03.08 2.07-.52 2.71-1.29z" />
    </svg>
  );
}

const MARKS: Record<SocialProvider, () => React.JSX.Element> = { google: GoogleMark, apple: AppleMark };

/**
 * Google and Apple buttons: shown only when Supabase is configured and the admin has switched them
 * on; 'Failed to fetch SSO configuration' in their place when the switches cannot be read.
 */
export function SocialSignInButtons() {
  const { data: sso, isError } = useSsoStatus(isSupabaseConfigured);
  const [busyProvider, setBusyProvider] = useState<SocialProvider | null>(null);
  if (isSupabaseConfigured && isError) {
    // Flags fail closed: no social button without the admin's switches, and the page says why.
    return (
      <p role="alert" className="text-center text-sm text-red-700 dark:text-red-300">
        {SOCIAL_AUTH_MESSAGES.ssoStatusFailed}
      </p>
    );
  }
  if (!isSupabaseConfigured || !sso?.supabaseEnabled) return null;
  const providers = (['google', 'apple'] as const).filter((provider) =>
    provider === 'google' ? sso.googleEnabled : sso.appleEnabled,
  );
  if (providers.length === 0) return null;

  const handleClick = async (provider: SocialProvider) => {
    setBusyProvider(provider);
    try {
      await signInWithProvider(provider);
    } catch (error) {
      toast.error(
        `${SOCIAL_PROVIDER_LABELS[provider]} sign-in failed: ${errorMessage(error, 'Authentication failed')}`,
      );
      setBusyProvider(null);
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-2">
        {providers.map((provider) => {
          const Mark = MARKS[provider];
          return (
            <Button
              key={provider}
              variant="outline"
              className="w-full"
              disabled={busyProvider !== null}
              onClick={() => void handleClick(provider)}
            >
              {busyProvider === provider ? <Spinner /> : <Mark />}
              Continue with {SOCIAL_PROVIDER_LABELS[provider]}
            </Button>
          );
        })}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        Or continue with email
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
