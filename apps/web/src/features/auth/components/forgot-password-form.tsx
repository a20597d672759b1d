import {
  type ForgotPasswordBody,
  forgotPasswordBodySchema,
} from '@basisdesk/shared/auth/password-reset.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { requestPasswordReset } from '../api/forgot-password';
import { EmailField } from './email-field';

/** The address to mail a reset link to; then the server's neutral words, whoever the address is. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      applyServerErrors(form, error);
      toast.error('Request Failed', { description: errorMessage(error, 'Could not send the reset link') });
    },
  });

  if (mutation.isSuccess) {
    return (
      <div className="grid gap-4 text-center">
        <MailCheck className="mx-auto size-10 text-success" aria-hidden="true" />
        <p role="status">{mutation.data.message}</p>
        <p className="text-sm text-muted-foreground">The link works once, for 30 minutes.</p>
        <Button asChild variant="outline">
          <Link to={paths.login}>Back to Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={(body) => mutation.mutate(body)} className="grid gap-4">
      <EmailField disabled={mutation.isPending} />
      <SubmitButton isPending={mutation.isPending} pendingLabel="Sending..." size="lg" className="w-full">
        Send reset link
      </SubmitButton>
      <Button asChild variant="ghost">
        <Link to={paths.login}>Back to Sign In</Link>
      </Button>
    </Form>
  );
}
