import { type ChangePasswordBody, changePasswordBodySchema } from '@basisdesk/shared/users/users.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { DialogForm, DialogFormFooter, FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/form-field-block';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { changePassword } from '../api/change-password';
import { useSession } from '../session/session-provider';

const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The spec shows "8" on this screen as a non-functional default while the rule is 6: we keep the
 * 8 as advice only. The rule itself is the shared schema, the same the server applies.
 */
export const STRONG_PASSWORD_HINT = 'Use at least 8 characters for a strong password.';

const FIELDS: {
  name: keyof ChangePasswordBody;
  label: string;
  autoComplete: string;
  description?: string;
  hasStrengthMeter?: boolean;
}[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New Password',
    autoComplete: 'new-password',
    description: STRONG_PASSWORD_HINT,
    hasStrengthMeter: true,
  },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

type ChangePasswordMutation = ReturnType<typeof useChangePassword>;

/** 'Change Password' and its dialog: current, new and confirmation, checked in the spec's order. */
export function ChangePasswordDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const mutation = useChangePassword(handleClose);

  // Passwords never linger in memory once the dialog is closed, whichever way it closes: the form
  // goes with the dialog, the request's copy is dropped here.
  function handleClose() {
    setIsOpen(false);
    mutation.reset();
  }

  return (
    <FormDialog
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={handleClose}
      trigger={
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      }
    >
      <ChangePasswordForm mutation={mutation} onClose={handleClose} />
    </FormDialog>
  );
}

/**
 * The request, owned by the dialog rather than its form: the new token must be kept even when the
 * dialog has been closed before the answer came.
 */
function useChangePassword(onChanged: () => void) {
  const { replaceToken } = useSession();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (result) => {
      // The server revoked every earlier token, ours included: keep the session on the new one.
      replaceToken(result.token);
      toast.success('Password Changed', {
        description: result.message || 'Your password has been updated successfully.',
      });
      onChanged();
    },
    onError: (error) => {
      toast.error('Change Failed', { description: errorMessage(error, 'Failed to change password') });
    },
  });
}

function ChangePasswordForm({
  mutation,
  onClose,
}: {
  mutation: ChangePasswordMutation;
  onClose: () => void;
}) {
  const form = useForm({ resolver: zodResolver(changePasswordBodySchema), defaultValues: EMPTY });

  // The schema reports in the spec's order (required, match, length), and so do the fields.
  function handleInvalid(errors: FieldErrors<ChangePasswordBody>) {
    const message = FIELDS.map(({ name }) => errors[name]?.message).find(Boolean);
    toast.error('Validation Error', { description: message ?? 'Please check the form.' });
  }

  function handleSubmit(body: ChangePasswordBody) {
    mutation.mutate(body, { onError: (error) => applyServerErrors(form, error) });
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      onInvalid={handleInvalid}
      title="Change Password"
      description="Enter your current password and choose a new one. Other devices will need to sign in again."
      footer={
        <DialogFormFooter
          isPending={mutation.isPending}
          onCancel={onClose}
          submitLabel="Change Password"
          pendingLabel="Changing Password..."
          className="mt-2"
        />
      }
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          control={form.control}
          {...field}
          type="password"
          disabled={mutation.isPending}
        />
      ))}
    </DialogForm>
  );
}
