import type { SignedInResponse } from '@basisdesk/shared/auth/auth.schema';
import type { SecondFactorChallenge } from '@basisdesk/shared/auth/second-factor.schema';
import type { SocialSignupRequired } from '@basisdesk/shared/auth/social-auth.schema';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, roleHome } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { useSession } from '@/features/auth/session/session-provider';
import { useConsultantRegistrationEnabled } from '@/features/flags/api/get-consultant-registration-status';
import { CompleteProfileForm } from '@/features/social-auth/components/complete-profile-form';
import { runSocialCallback, type SocialCallbackOutcome } from '@/features/social-auth/run-social-callback';
import { toast } from '@/lib/toast';

const SecondFactorSignIn = lazy(() => import('@/features/second-factor/components/second-factor-sign-in'));

/** The return point of Google and Apple sign-in; runs once per page load, even under StrictMode. */
let callbackRun: Promise<SocialCallbackOutcome> | null = null;

export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const { signInWithToken } = useSession();
  const { data: isConsultantEnabled = false } = useConsultantRegistrationEnabled();
  const [signup, setSignup] = useState<SocialSignupRequired | null>(null);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const enter = useCallback(
    async (auth: SignedInResponse) => {
      const user = await signInWithToken(auth);
      navigate(roleHome(user.role), { replace: true });
    },
    [navigate, signInWithToken],
  );

  useEffect(() => {
    callbackRun ??= runSocialCallback();
    let isCurrent = true;
    void callbackRun.then(async (outcome) => {
      if (!isCurrent) return;
      callbackRun = null;
      if (outcome.kind === 'failed') {
        toast.error(outcome.message);
        navigate(paths.home, { replace: true });
      } else if (outcome.kind === 'needsProfile') {
        setSignup(outcome.signup);
      } else if (outcome.kind === 'secondFactor') {
        setChallenge(outcome.challenge);
      } else {
        await enter(outcome.auth);
        toast.success('Welcome back!', { description: 'You have been signed in successfully' });
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [navigate, enter]);

  if (challenge) {
    return (
      <AuthLayout>
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold">Welcome Back</h1>
            <CardDescription>One more step to sign in</CardDescription>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<PageSpinner />}>
              <SecondFactorSignIn
                challenge={challenge}
                onSignedIn={enter}
                onRestart={() => navigate(paths.login, { replace: true })}
              />
            </Suspense>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

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
