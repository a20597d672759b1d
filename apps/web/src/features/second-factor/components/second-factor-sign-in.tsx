import type { SignedInResponse } from '@basisdesk/shared/auth/auth.schema';
import { TOTP_DIGITS } from '@basisdesk/shared/auth/second-factor.limits';
import {
  type SecondFactorChallenge,
  type SecondFactorCodeBody,
  secondFactorCodeBodySchema,
} from '@basisdesk/shared/auth/second-factor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField, type CodeKind } from '@/components/code-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { loginWithSecondFactor } from '../api/login-with-second-factor';

const STEP_TEXTS: Record<Exclude<CodeKind, 'either'>, { prompt: string; switchLabel: string }> = {
  app: {
    prompt: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`,
    switchLabel: 'Use a recovery code instead',
  },
  recovery: {
    prompt: 'Enter one of the recovery codes you saved when you set up two-factor authentication.',
    switchLabel: 'Use your authenticator app instead',
  },
};

/**
 * A sign-in's second step, on the page that asked for the password (the sign-in page, or the
 * return from Google or Apple), loaded only once the server has asked for it. A wrong code is
 * refused with the server's words beside the field; a challenge that has ended (too many wrong
 * codes, five minutes gone) sends the person back to the start.
 */
export default function SecondFactorSignIn({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: (session: SignedInResponse) => Promise<unknown>;
  onRestart: () => void;
}) {
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  const form = useForm<SecondFactorCodeBody>({
    resolver: zodResolver(secondFactorCodeBodySchema),
    defaultValues: { code: '' },
  });
  const { isSubmitting, isSubmitSuccessful } = form.formState;
  // After a success the page leaves: the button stays busy until it has.
  const isBusy = isSubmitting || isSubmitSuccessful;
  const texts = STEP_TEXTS[kind];

  function handleSwitch() {
    setKind(kind === 'app' ? 'recovery' : 'app');
    form.reset({ code: '' });
    form.setFocus('code');
  }

  async function handleSubmit({ code }: SecondFactorCodeBody) {
    try {
      await onSignedIn(await loginWithSecondFactor({ challengeToken: challenge.challengeToken, code }));
      toast.success('Welcome back!', { description: 'You have been signed in successfully' });
    } catch (error) {
      const message = errorMessage(error, 'Sign in failed');
      toast.error('Sign In Failed', { description: message });
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
        onRestart();
        return;
      }
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
    }
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4" aria-labelledby="second-factor-heading">
      <div className="grid gap-1">
        <h2 id="second-factor-heading" className="text-lg font-semibold">
          Two-step verification
        </h2>
        <p className="text-sm text-muted-foreground">{texts.prompt}</p>
      </div>
      <CodeField key={kind} control={form.control} name="code" kind={kind} disabled={isBusy} autoFocus />
      <SubmitButton isPending={isBusy} pendingLabel="Verifying..." className="w-full" size="lg">
        Verify
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="h-auto p-0" onClick={handleSwitch} disabled={isBusy}>
          {texts.switchLabel}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart} disabled={isBusy}>
          Start over
        </Button>
      </div>
    </Form>
  );
}
