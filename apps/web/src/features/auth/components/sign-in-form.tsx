import type { LoginBody } from '@basisdesk/shared/auth/auth.schema';
import type { SecondFactorChallenge } from '@basisdesk/shared/auth/second-factor.schema';
import { isSecondFactorChallenge } from '@basisdesk/shared/auth/second-factor-challenge';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field-block';
import { lazyResolver } from '@/components/ui/lazy-resolver';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSession } from '../session/session-provider';
import { EmailField } from './email-field';
import { ResendVerificationOffer } from './resend-verification-offer';

const resolver = lazyResolver(() => import('../sign-in-resolver').then((module) => module.signInResolver));

/**
 * Email and password sign-in; the page decides where a signed-in person goes next, and shows the
 * second step when the server asks for a code (`onSecondFactor`).
 */
export function SignInForm({
  onSecondFactor,
}: {
  onSecondFactor: (challenge: SecondFactorChallenge) => void;
}) {
  const { signIn } = useSession();
  const form = useForm({ resolver, defaultValues: { email: '', password: '' } });
  const { isSubmitting, isSubmitSuccessful } = form.formState;
  // After a success the page leaves /login: the button stays busy until it has.
  const isBusy = isSubmitting || isSubmitSuccessful;
  // The address of a sign-in refused because it is not verified yet: offered a new link.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const handleSubmit = async ({ email, password }: LoginBody) => {
    setUnverifiedEmail(null);
    try {
      const outcome = await signIn(email, password);
      if (isSecondFactorChallenge(outcome)) {
        onSecondFactor(outcome);
        return;
      }
      toast.success('Welcome back!', { description: 'You have been signed in successfully' });
    } catch (error) {
      if (error instanceof ApiError) {
        toast.error('Sign In Failed', { description: error.message || 'Invalid credentials' });
        if (error.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(email);
      } else {
        toast.error('Sign In Error', {
          description:
            error instanceof Error && error.message ? error.message : 'An unexpected error occurred',
        });
      }
      // The form's own error (no field's): the submit did not succeed, so the button comes back.
      form.setError('root.server', { message: 'Sign In Failed' });
    }
  };

  return (
    <Form form={form} onSubmit={handleSubmit} onFocus={resolver.preload} className="space-y-4">
      <EmailField required />
      <TextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Enter your password"
        required
        footer={
          <div className="text-right">
            <Link
              to={paths.forgotPassword}
              className="text-sm font-medium text-brand-text underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          </div>
        }
      />
      <SubmitButton isPending={isBusy} pendingLabel="Signing In..." className="w-full" size="lg">
        Sign In to Dashboard
      </SubmitButton>
      {unverifiedEmail && <ResendVerificationOffer email={unverifiedEmail} />}
    </Form>
  );
}
