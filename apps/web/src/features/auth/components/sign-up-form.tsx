import { findSignUpProblem } from '@basisdesk/shared/auth/sign-up-rules';
import { Info } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { type AccountType, AccountTypeField } from '@/components/account-type-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { register } from '../api/register';

const EMPTY_FORM = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** Self-service sign-up: checks in the spec's order, then the account waits for its e-mail link. */
export function SignUpForm({ isConsultantEnabled }: { isConsultantEnabled: boolean }) {
  const [form, setForm] = useState(EMPTY_FORM);
  const [accountType, setAccountType] = useState<AccountType>('Customer');
  const [isBusy, setIsBusy] = useState(false);
  const field = (name: keyof typeof EMPTY_FORM) => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = findSignUpProblem(form);
    if (problem) {
      toast.error(problem.title, { description: problem.message });
      return;
    }
    setIsBusy(true);
    try {
      await register({
        email: form.email.trim(),
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        role: accountType,
      });
      toast.success('Account Created!', {
        description: 'Please check your email to verify your account before signing in.',
      });
      setForm(EMPTY_FORM);
      setAccountType('Customer');
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
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="signup-first-name">First Name</Label>
          <Input id="signup-first-name" autoComplete="given-name" required {...field('firstName')} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="signup-last-name">Last Name</Label>
          <Input id="signup-last-name" autoComplete="family-name" required {...field('lastName')} />
        </div>
      </div>
      <AccountTypeField
        idPrefix="signup"
        value={accountType}
        onChange={setAccountType}
        isConsultantEnabled={isConsultantEnabled}
      />
      <div className="space-y-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          {...field('email')}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-password">Password</Label>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          placeholder="Create a password (minimum 6 characters)"
          required
          {...field('password')}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signup-confirm-password">Confirm Password</Label>
        <PasswordInput
          id="signup-confirm-password"
          autoComplete="new-password"
          placeholder="Repeat your password"
          required
          {...field('confirmPassword')}
        />
      </div>
      <p className="flex items-start gap-2 rounded-md border bg-muted p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
        You'll receive an email verification link after registration.
      </p>
      <Button type="submit" className="w-full" size="lg" disabled={isBusy}>
        {isBusy && <Spinner />}
        {isBusy ? 'Creating Account...' : 'Create Your Account'}
      </Button>
    </form>
  );
}
