import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { resendVerification } from '../api/resend-verification';

type Request = { state: 'idle' | 'sending' } | { state: 'sent'; message: string };

/**
 * Shown under the sign-in form when the account's address is not verified yet: a new link for
 * it, in place of a sign-up that would be refused (the address is taken). /login carries no query
 * cache (decision 026), so the call keeps its own state.
 */
export function ResendVerificationOffer({ email }: { email: string }) {
  const [request, setRequest] = useState<Request>({ state: 'idle' });

  async function ask() {
    setRequest({ state: 'sending' });
    try {
      const answer = await resendVerification({ email });
      setRequest({ state: 'sent', message: answer.message });
      toast.success('Verification Link Sent', { description: answer.message });
    } catch (error) {
      setRequest({ state: 'idle' });
      toast.error('Request Failed', {
        description: errorMessage(error, 'Could not send the verification link'),
      });
    }
  }

  return (
    <div className="grid gap-2 rounded-md border bg-muted p-3 text-sm" role="status">
      <p className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {request.state === 'sent'
          ? request.message
          : `${email} is not verified yet. Open the link we mailed you, or ask for a new one.`}
      </p>
      {request.state !== 'sent' && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={ask}
          disabled={request.state === 'sending'}
        >
          {request.state === 'sending' && <Spinner />}
          Send a new verification link
        </Button>
      )}
    </div>
  );
}
