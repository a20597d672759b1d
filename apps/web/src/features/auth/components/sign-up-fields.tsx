import type { SignUpFormInput, SignUpFormValues } from '@basisdesk/shared/auth/sign-up-form.schema';
import { findSignUpProblem } from '@basisdesk/shared/auth/sign-up-rules';
import { isKnownTimeZone } from '@basisdesk/shared/common/time-zone';
import { Info } from 'lucide-react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { AccountTypeField } from '@/components/account-type-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FieldBlock, TextField } from '@/components/ui/form-field-block';
import { lazyResolver } from '@/components/ui/lazy-resolver';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getBrowserTimeZone } from '@/lib/viewer-time-zone';
import { register } from '../api/register';
import { EmailField } from './email-field';

const resolver = lazyResolver(() => import('../sign-up-resolver').then((module) => module.signUpResolver));

const EMPTY_FORM: SignUpFormInput = {
  firstName: '',
  lastName: '',
  role: 'Customer',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Self-service sign-up: checks in the spec's order, then the account waits for its e-mail link. */
export default function SignUpFields({ isConsultantEnabled }: { isConsultantEnabled: boolean }) {
  const form = useForm({ resolver, defaultValues: EMPTY_FORM });
  const isBusy = form.formState.isSubmitting;

  // Every problem stays beside its field; the first in the spec's order also gets its toast.
  const handleInvalid = (errors: FieldErrors<SignUpFormInput>) => {
    const problem = findSignUpProblem(Object.values(errors).map((error) => error?.message));
    if (problem) toast.error(problem.title, { description: problem.message });
  };

  const handleSubmit = async ({ confirmPassword: _confirmation, ...body }: SignUpFormValues) => {
    try {
      // The account starts in the browser's zone, unless the browser names one the server refuses.
      const timeZone = getBrowserTimeZone();
      await register(isKnownTimeZone(timeZone) ? { ...body, timeZone } : body);
      toast.success('Account Created!', {
        description: 'Please check your email to verify your account before signing in.',
      });
      form.reset(EMPTY_FORM);
    } catch (error) {
      if (error instanceof ApiError && error.message.includes('already')) {
        toast.error('Account Exists', {
          description: 'An account with this email already exists. Please sign in instead.',
        });
      } else if (error instanceof ApiError) {
        toast.error('Sign Up Failed', { description: error.message || 'Failed to create account' });
      } else {
        toast.error('Sign Up Error', { description: 'An unexpected error occurred' });
      }
    }
  };

  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      onInvalid={handleInvalid}
      onFocus={resolver.preload}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          required
        />
        <TextField
          control={form.control}
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          required
        />
      </div>
      <FieldBlock control={form.control} name="role">
        {(field) => (
          <AccountTypeField
            idPrefix="signup"
            isConsultantEnabled={isConsultantEnabled}
            {...field}
            value={field.value === 'Consultant' ? 'Consultant' : 'Customer'}
          />
        )}
      </FieldBlock>
      <EmailField required />
      <TextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="Create a password (minimum 6 characters)"
        required
      />
      <TextField
        control={form.control}
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        placeholder="Repeat your password"
        required
      />
      <p className="flex items-start gap-2 rounded-md border bg-muted p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
        You'll receive an email verification link after registration.
      </p>
      <Button type="submit" className="w-full" size="lg" disabled={isBusy}>
        {isBusy && <Spinner />}
        {isBusy ? 'Creating Account...' : 'Create Your Account'}
      </Button>
    </Form>
  );
}
