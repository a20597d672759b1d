import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useSession } from '../session/session-provider';

/** Email and password sign-in; the page decides where a signed-in person goes next. */
export function SignInForm() {
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    try {
      await signIn(email.trim(), password);
      toast.success('Welcome back!', { description: 'You have been signed in successfully' });
    } catch (error) {
      if (error instanceof ApiError) {
        toast.error('Sign In Failed', { description: error.message || 'Invalid credentials' });
      } else {
        toast.error('Sign In Error', {
          description:
            error instanceof Error && error.message ? error.message : 'An unexpected error occurred',
        });
      }
      setIsBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signin-password">Password</Label>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          placeholder="Enter your password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={isBusy}>
        {isBusy && <Spinner />}
        {isBusy ? 'Signing In...' : 'Sign In to Dashboard'}
      </Button>
    </form>
  );
}
