import { ArrowLeft } from 'lucide-react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import type { SignInLinkState } from '@/features/auth/components/sign-in-link';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useSession } from '@/features/auth/session/session-provider';
import { destinationAfterSignIn } from '@/features/auth/sign-in-destination';
import { useConsultantRegistrationEnabled } from '@/features/flags/api/get-consultant-registration-status';
import { SocialSignInButtons } from '@/features/social-auth/components/social-sign-in-buttons';

export default function LoginPage() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: isConsultantEnabled = false } = useConsultantRegistrationEnabled();
  const tab = searchParams.get('mode') === 'signup' ? 'signup' : 'signin';

  // Signed in (already, or just now): leave at once, replacing /login in the history.
  if (user) {
    const cameFrom = (location.state as Partial<SignInLinkState> | null)?.from;
    const destination = destinationAfterSignIn({
      redirect: searchParams.get('redirect'),
      cameFrom,
      role: user.role,
      origin: window.location.origin,
    });
    return <Navigate to={destination} replace />;
  }

  const handleTabChange = (next: string) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'signup') params.set('mode', 'signup');
    else params.delete('mode');
    setSearchParams(params, { replace: true, state: location.state });
  };

  return (
    <AuthLayout>
      <Tabs value={tab} onValueChange={handleTabChange}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <Card>
            <CardHeader className="text-center">
              <h1 className="text-2xl font-bold">Welcome Back</h1>
              <CardDescription>Sign in to access your dashboard</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <SocialSignInButtons />
              <SignInForm />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="signup">
          <Card>
            <CardHeader className="text-center">
              <h1 className="text-2xl font-bold">Join {appConfig.appName}</h1>
              <CardDescription>Create your account to get started</CardDescription>
            </CardHeader>
            <CardContent>
              <SignUpForm isConsultantEnabled={isConsultantEnabled} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <div className="mt-4 text-center">
        <Button variant="ghost" onClick={() => navigate(paths.home)}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Button>
      </div>
    </AuthLayout>
  );
}
