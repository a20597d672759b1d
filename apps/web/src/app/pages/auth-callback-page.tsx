import type { SocialSignupRequired } from '@basisdesk/shared/auth/social-auth.schema';
import { useEffect, useState } from 'react';
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

/** The return point of Google and Apple sign-in; runs once per page load, even under StrictMode. */
let callbackRun: Promise<SocialCallbackOutcome> | null = null;

export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const { signInWithToken } = useSession();
  const { data: isConsultantEnabled = false } = useConsultantRegistrationEnabled();
  const [signup, setSignup] = useState<SocialSignupRequired | null>(null);

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
