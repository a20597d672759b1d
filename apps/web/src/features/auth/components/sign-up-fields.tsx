import type { SignUpFormInput, SignUpFormValues } from '@basisdesk/shared/auth/sign-up-form.schema';
import { findSignUpProblem } from '@basisdesk/shared/auth/sign-up-rules';
import { isKnownTimeZone } from '@basisdesk/shared/common/time-zone';
import { Info } from 'lucide-react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { AccountNameFields, NEW_PASSWORD_PLACEHOLDER, NewPasswordField } from '@/components/account-fields';
import { AccountTypeField } from '@/components/account-type-field';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Form } from '@/components/ui/form';
import { FieldBlock } from '@/components/ui/form-field-block';
import { lazyResolver } from '@/components/ui/lazy-resolver';
import { SubmitButton } from '@/components/ui/submit-button';
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
        // A refused field (a common password) is shown beside it as well.
        applyServerErrors(form, error);
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
      <AccountNameFields />
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
      <NewPasswordField placeholder={NEW_PASSWORD_PLACEHOLDER} required hasStrengthMeter />
      <NewPasswordField name="confirmPassword" placeholder="Repeat your password" required />
      <p className="flex items-start gap-2 rounded-md border bg-muted p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
        You'll receive an email verification link after registration.
      </p>
      <SubmitButton isPending={isBusy} pendingLabel="Creating Account..." className="w-full" size="lg">
        Create Your Account
      </SubmitButton>
    </Form>
  );
}
