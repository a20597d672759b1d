import { type ChangePasswordBody, changePasswordBodySchema } from '@basisdesk/shared/users/users.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { changePassword } from '../api/change-password';
import { useSession } from '../session/session-provider';

type Field = keyof ChangePasswordBody;

const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/**
 * The spec shows "8" on this screen as a non-functional default while the rule is 6: we keep the
 * 8 as advice only. The rule itself is the shared schema, the same the server applies.
 */
export const STRONG_PASSWORD_HINT = 'Use at least 8 characters for a strong password.';

/** 'Change Password' and its dialog: current, new and confirmation, checked in the spec's order. */
export function ChangePasswordDialog() {
  const { replaceToken } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(changePasswordBodySchema), defaultValues: EMPTY });

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (result) => {
      // The server revoked every earlier token, ours included: keep the session on the new one.
      replaceToken(result.token);
      toast.success('Password Changed', {
        description: result.message || 'Your password has been updated successfully.',
      });
      handleOpenChange(false);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast.error('Change Failed', { description: errorMessage(error, 'Failed to change password') });
    },
  });

  // Passwords never linger in memory once the dialog is closed, whichever way it closes.
  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) {
      form.reset(EMPTY);
      mutation.reset();
    }
  }

  // The schema reports in the spec's order (required, match, length), and so do the fields.
  function handleInvalid(errors: FieldErrors<ChangePasswordBody>) {
    const message = FIELDS.map(({ name }) => errors[name]?.message).find(Boolean);
    toast.error('Validation Error', { description: message ?? 'Please check the form.' });
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Enter your current password and choose a new one. Other devices will need to sign in again.
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          onSubmit={(body) => mutation.mutate(body)}
          onInvalid={handleInvalid}
          className="grid gap-4"
        >
          {FIELDS.map(({ name, label, autoComplete }) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{label}</FormLabel>
                  <FormControl>
                    <PasswordInput {...field} autoComplete={autoComplete} disabled={mutation.isPending} />
                  </FormControl>
                  {name === 'newPassword' && <FormDescription>{STRONG_PASSWORD_HINT}</FormDescription>}
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={mutation.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending && <Spinner />}
              {mutation.isPending ? 'Changing Password...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
