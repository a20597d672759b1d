import { MIN_PASSWORD_LENGTH } from '@basisdesk/shared/auth/auth.limits';
import { SOCIAL_AUTH_MESSAGES } from '@basisdesk/shared/auth/social-auth.messages';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { type AccountType, AccountTypeField } from '@/components/account-type-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { completeSupabaseSignup } from '../api/complete-supabase-signup';

type CompleteProfileFormProps = {
  supabaseUserId: string;
  firstName: string;
  lastName: string;
  isConsultantEnabled: boolean;
  onCompleted: () => void;
};

/** The spec's order: account type, password, confirmation, match, length. Names are optional. */
function findProblem(form: {
  accountType: string;
  password: string;
  confirmPassword: string;
}): string | null {
  if (!form.accountType) return SOCIAL_AUTH_MESSAGES.selectAccountType;
  if (!form.password) return SOCIAL_AUTH_MESSAGES.passwordRequired;
  if (!form.confirmPassword) return SOCIAL_AUTH_MESSAGES.confirmPasswordRequired;
  if (form.password !== form.confirmPassword) return SOCIAL_AUTH_MESSAGES.passwordsDoNotMatch;
  if (form.password.length < MIN_PASSWORD_LENGTH) return SOCIAL_AUTH_MESSAGES.passwordTooShort;
  return null;
}

/** 'Complete Your Profile': a new Google or Apple user picks a role and a password. */
export function CompleteProfileForm(props: CompleteProfileFormProps) {
  const [accountType, setAccountType] = useState<AccountType | ''>('');
  const [firstName, setFirstName] = useState(props.firstName);
  const [lastName, setLastName] = useState(props.lastName);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = findProblem({ accountType, password, confirmPassword });
    setProblem(found);
    if (found || !accountType) return;
    setIsBusy(true);
    try {
      await completeSupabaseSignup({
        supabaseUserId: props.supabaseUserId,
        role: accountType,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        password,
        confirmPassword,
      });
      props.onCompleted();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to complete signup'));
      setIsBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      <AccountTypeField
        idPrefix="complete"
        value={accountType}
        onChange={setAccountType}
        isConsultantEnabled={props.isConsultantEnabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="complete-first-name">First Name (optional)</Label>
          <Input
            id="complete-first-name"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="complete-last-name">Last Name (optional)</Label>
          <Input
            id="complete-last-name"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="complete-password">Password</Label>
        <PasswordInput
          id="complete-password"
          autoComplete="new-password"
          placeholder="Create a password (minimum 6 characters)"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="complete-confirm-password">Confirm Password</Label>
        <PasswordInput
          id="complete-confirm-password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
      </div>
      {problem && (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 p-3 text-sm font-medium text-destructive"
        >
          {problem}
        </p>
      )}
      <Button type="submit" className="w-full" size="lg" disabled={isBusy}>
        {isBusy && <Spinner />}
        {isBusy ? 'Completing Signup...' : 'Complete Signup'}
      </Button>
    </form>
  );
}
