import type { SecondFactorChallenge } from '@basisdesk/shared/auth/second-factor.schema';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SignInLinkState } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { appConfig, isSupabaseConfigured } from '@/config/app-config';
import { paths, roleHome } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useSession } from '@/features/auth/session/session-provider';
import { destinationAfterSignIn } from '@/features/auth/sign-in-destination';
import { QueryBoundary } from '../guards/with-queries';

// Neither is part of the sign-in most visitors see: the social buttons exist only where Supabase is
// configured, and the sign-up tab opens on demand (decision 026, /login's script budget).
const SocialSignInButtons = lazy(() =>
  import('@/features/social-auth/components/social-sign-in-buttons').then((module) => ({
    default: module.SocialSignInButtons,
  })),
);
const LoginSignUpPanel = lazy(() => import('./login-sign-up-panel'));
// Asked for only by the server's answer to the password, for accounts with a second factor.
const SecondFactorSignIn = lazy(() => import('@/features/second-factor/components/second-factor-sign-in'));

// The first screen after sign-in (decision 026): its code starts loading when someone starts
// filling in the form, its reads the moment the answer arrives. Not part of the page's own load.
const loadRoleHomePreload = () => import('../role-home-preload');
const handleSignInIntent = () => void loadRoleHomePreload().then((module) => module.preloadSignedInCode());

function SignUpPanelLoading() {
  return (
    <CardContent role="status" className="flex justify-center py-10 text-muted-foreground">
      <Spinner className="size-6" />
      <span className="sr-only">Loading...</span>
    </CardContent>
  );
}

export default function LoginPage() {
  const { user, signInWithToken } = useSession();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = searchParams.get('mode') === 'signup' ? 'signup' : 'signin';

  // Signed in (already, or just now): leave at once, replacing /login in the history.
  const destination = user
    ? destinationAfterSignIn({
        redirect: searchParams.get('redirect'),
        cameFrom: (location.state as Partial<SignInLinkState> | null)?.from,
        role: user.role,
        origin: window.location.origin,
      })
    : null;
  const isGoingHome = user !== null && destination === roleHome(user.role);

  useEffect(() => {
    if (!user || !isGoingHome) return;
    const hasSecondFactor = challenge !== null;
    void loadRoleHomePreload().then((module) => module.preloadRoleHome(user, { hasSecondFactor }));
  }, [user, isGoingHome, challenge]);

  if (destination) {
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
        <TabsContent
          value="signin"
          onInputCapture={handleSignInIntent}
          onPointerDownCapture={handleSignInIntent}
        >
          <Card>
            <CardHeader className="text-center">
              <h1 className="text-2xl font-bold">Welcome Back</h1>
              <CardDescription>Sign in to access your dashboard</CardDescription>
            </CardHeader>
            {challenge ? (
              <Suspense fallback={<SignUpPanelLoading />}>
                <CardContent>
                  <SecondFactorSignIn
                    challenge={challenge}
                    onSignedIn={signInWithToken}
                    onRestart={() => setChallenge(null)}
                  />
                </CardContent>
              </Suspense>
            ) : (
              <CardContent className="space-y-4">
                {isSupabaseConfigured && (
                  <QueryBoundary fallback={null}>
                    <SocialSignInButtons />
                  </QueryBoundary>
                )}
                <SignInForm onSecondFactor={setChallenge} />
              </CardContent>
            )}
          </Card>
        </TabsContent>
        <TabsContent value="signup">
          <Card>
            <CardHeader className="text-center">
              <h1 className="text-2xl font-bold">Join {appConfig.appName}</h1>
              <CardDescription>Create your account to get started</CardDescription>
            </CardHeader>
            <QueryBoundary fallback={<SignUpPanelLoading />}>
              <LoginSignUpPanel />
            </QueryBoundary>
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
