import { AUTH_MESSAGES } from '@basisdesk/shared/auth/auth.messages';
import {
  type ResetPasswordForm as ResetPasswordValues,
  resetPasswordFormSchema,
} from '@basisdesk/shared/auth/password-reset.schema';
import { findSignUpProblem } from '@basisdesk/shared/auth/sign-up-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { XCircle } from 'lucide-react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field-block';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { resetPassword } from '../api/reset-password';

const FIELDS = [
  {
    name: 'newPassword',
    label: 'New Password',
    placeholder: 'At least 6 characters',
    hasStrengthMeter: true,
  },
  {
    name: 'confirmPassword',
    label: 'Confirm New Password',
    placeholder: 'Type it again',
    hasStrengthMeter: false,
  },
] as const;

/** The link cannot be used: the server's words (or why the address is incomplete) and the way to a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <div className="grid gap-4 text-center">
      <XCircle className="mx-auto size-10 text-destructive" aria-hidden="true" />
      <p role="alert">{message}</p>
      <Button asChild>
        <Link to={paths.forgotPassword}>Request a new link</Link>
      </Button>
    </div>
  );
}

/** A new password under the sign-up rules, for the account the e-mailed link was sent to. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: ResetPasswordValues) => resetPassword({ ...values, token, email }),
    onSuccess: (answer) => {
      toast.success('Password Reset', { description: answer.message });
      void navigate(paths.login, { replace: true });
    },
    onError: (error) => {
      if (applyServerErrors(form, error)) return;
      if (!(error instanceof ApiError) || error.status !== 400) {
        toast.error('Reset Failed', { description: errorMessage(error, 'Could not reset the password') });
      }
    },
  });

  // The spec's sign-up toasts, for the same rules: 'Password Mismatch', 'Password Too Short'.
  function handleInvalid(errors: FieldErrors<ResetPasswordValues>) {
    const problem = findSignUpProblem(FIELDS.map(({ name }) => errors[name]?.message));
    if (problem) toast.error(problem.title, { description: problem.message });
  }

  if (!token || !email) return <InvalidLink message={AUTH_MESSAGES.resetLinkInvalid} />;
  const refusal = mutation.error;
  // A 400 about anything but the two passwords is about the link (its token or address).
  const isPasswordProblem = (path: string) => FIELDS.some(({ name }) => name === path);
  if (
    refusal instanceof ApiError &&
    refusal.status === 400 &&
    !refusal.details.some((d) => isPasswordProblem(d.path))
  ) {
    return <InvalidLink message={refusal.message || AUTH_MESSAGES.resetLinkInvalid} />;
  }

  return (
    <Form
      form={form}
      onSubmit={(values) => mutation.mutate(values)}
      onInvalid={handleInvalid}
      className="grid gap-4"
    >
      <p className="text-sm text-muted-foreground">
        For <span className="font-medium text-foreground">{email}</span>
      </p>
      {FIELDS.map(({ name, label, placeholder, hasStrengthMeter }) => (
        <TextField
          key={name}
          control={form.control}
          name={name}
          label={label}
          type="password"
          autoComplete="new-password"
          placeholder={placeholder}
          hasStrengthMeter={hasStrengthMeter}
          disabled={mutation.isPending}
        />
      ))}
      <SubmitButton isPending={mutation.isPending} pendingLabel="Resetting..." size="lg" className="w-full">
        Reset password
      </SubmitButton>
    </Form>
  );
}
