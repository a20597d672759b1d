import type { SocialSignupRequired } from '@basisdesk/shared/auth/social-auth.schema';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, roleHome } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { useSession } from '@/features/auth/session/session-provider';
import { useConsultantRegistrationEnabled } from '@/features/flags/api/get-consultant-registration-status';
import { readSupabaseSession } from '@/features/social-auth/api/read-supabase-session';
import { postSupabaseCallback } from '@/features/social-auth/api/supabase-callback';
import { CompleteProfileForm } from '@/features/social-auth/components/complete-profile-form';
import { takeRememberedProvider } from '@/features/social-auth/pending-provider';
import { errorMessage } from '@/lib/api-client';

/** The return point of Google and Apple sign-in; runs once per page load, even under StrictMode. */
let callbackRun: Promise<Outcome> | null = null;

type Outcome =
  | { kind: 'signedIn'; auth: Parameters<ReturnType<typeof useSession>['signInWithToken']>[0] }
  | { kind: 'needsProfile'; signup: SocialSignupRequired }
  | { kind: 'failed'; message: string };

async function runCallback(): Promise<Outcome> {
  try {
    const session = await readSupabaseSession();
    if ('error' in session) return { kind: 'failed', message: session.error };
    const provider = takeRememberedProvider() ?? 'google';
    const answer = await postSupabaseCallback({ accessToken: session.accessToken, provider });
    if (answer.requiresAdditionalInfo) return { kind: 'needsProfile', signup: answer };
    return { kind: 'signedIn', auth: answer };
  } catch (error) {
    const reason = errorMessage(error, '');
    return { kind: 'failed', message: reason ? `Authentication failed: ${reason}` : 'Authentication failed' };
  }
}

export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const { signInWithToken } = useSession();
  const { data: isConsultantEnabled = false } = useConsultantRegistrationEnabled();
  const [signup, setSignup] = useState<SocialSignupRequired | null>(null);

  useEffect(() => {
    callbackRun ??= runCallback();
    let isCurrent = true;
    void callbackRun.then(async (outcome) => {
      if (!isCurrent) return;
      callbackRun = null;
      if (outcome.kind === 'failed') {
        toast.error(outcome.message);
        navigate(paths.home, { replace: true });
      } else if (outcome.kind === 'needsProfile') {
        setSignup(outcome.signup);
      } else {
        const user = await signInWithToken(outcome.auth);
        toast.success('Welcome back!', { description: 'You have been signed in successfully' });
        navigate(roleHome(user.role), { replace: true });
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [navigate, signInWithToken]);

  if (!signup) {
    return (
      <AuthLayout>
        <PageSpinner label="Processing authentication..." />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Complete Your Profile</h1>
          <CardDescription>Choose your account type and set a password to finish signing up.</CardDescription>
        </CardHeader>
        <CardContent>
          <CompleteProfileForm
            supabaseUserId={signup.supabaseUserId}
            firstName={signup.firstName}
            lastName={signup.lastName}
            isConsultantEnabled={isConsultantEnabled}
            onCompleted={() => {
              toast.success('Account Created!', {
                description: 'Please check your email to verify your account before signing in.',
              });
              navigate(paths.login, { replace: true });
            }}
          />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
