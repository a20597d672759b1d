import { AUTH_MESSAGES } from '@basisdesk/shared/auth/auth.messages';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { confirmEmail } from '@/features/auth/api/confirm-email';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type Verification =
  | { state: 'loading' }
  | { state: 'success'; message: string }
  | { state: 'error'; message: string };

/** One call per token, even when React runs the effect twice: a second call would find it used. */
const verifications = new Map<string, Promise<Verification>>();

function verify(token: string): Promise<Verification> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = confirmEmail(token).then(
      (answer): Verification => {
        toast.success('Email Verified', { description: answer.message });
        return { state: 'success', message: answer.message };
      },
      (error: unknown): Verification => {
        if (error instanceof ApiError) {
          const message = error.message || AUTH_MESSAGES.verificationFailed;
          toast.error('Verification Failed', { description: message });
          return { state: 'error', message };
        }
        const message = 'An error occurred while verifying your email. Please try again.';
        toast.error('Network Error', { description: message });
        verifications.delete(token);
        return { state: 'error', message };
      },
    );
    verifications.set(token, verification);
  }
  return verification;
}

export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token')?.trim() ?? '';
  const [verification, setVerification] = useState<Verification>(() =>
    token ? { state: 'loading' } : { state: 'error', message: AUTH_MESSAGES.invalidOrMissingToken },
  );

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    void verify(token).then((result) => isCurrent && setVerification(result));
    return () => {
      isCurrent = false;
    };
  }, [token]);

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="items-center text-center">
          {verification.state === 'loading' && <Spinner className="size-10 text-brand-text" />}
          {verification.state === 'success' && (
            <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
          )}
          {verification.state === 'error' && (
            <XCircle className="size-10 text-destructive" aria-hidden="true" />
          )}
          <h1 className="text-2xl font-bold" aria-live="polite">
            {verification.state === 'loading' && 'Verifying Email...'}
            {verification.state === 'success' && 'Email Verified!'}
            {verification.state === 'error' && 'Verification Failed'}
          </h1>
          <CardDescription>
            {verification.state === 'loading'
              ? 'Please wait while we confirm your email address.'
              : verification.message}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {verification.state === 'success' && (
            <Button size="lg" onClick={() => navigate(paths.login)}>
              Continue to Login
            </Button>
          )}
          <Button variant="outline" onClick={() => navigate(paths.home)}>
            Return to Home
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
