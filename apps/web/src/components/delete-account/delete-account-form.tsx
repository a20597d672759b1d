import type { DeleteAccountBody } from '@basisdesk/shared/users/personal-data.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '@/components/code-field';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { DialogForm, DialogFormFooter } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/form-field-block';
import { showFailureToast } from '@/lib/failure-toast';
import {
  asksForCode,
  type DeleteAccountValues,
  deleteAccountFormSchema,
  EMPTY_DELETE_ACCOUNT_VALUES,
  type SecondFactorState,
  toDeleteAccountBody,
} from './delete-account-confirmation';

type DeleteAccountFormProps = {
  title: ReactNode;
  description: ReactNode;
  /** What goes and what stays, said before anyone confirms. */
  children: ReactNode;
  /** The second factor of whoever confirms (the person themselves, or the admin). */
  secondFactor: SecondFactorState;
  /** Sends the deletion; a refusal it throws is shown beside its field, else in the server's words. */
  onConfirm: (body: DeleteAccountBody) => Promise<unknown>;
  isPending: boolean;
  onCancel: () => void;
  failureTitle: string;
};

/**
 * The one confirmation of an account's deletion (decision 041): whoever deletes gives their own
 * password and, with a second factor on, a code of it, so a session left open cannot erase anyone.
 */
export function DeleteAccountForm({
  title,
  description,
  children,
  secondFactor,
  onConfirm,
  isPending,
  onCancel,
  failureTitle,
}: DeleteAccountFormProps) {
  const form = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountFormSchema(secondFactor)),
    defaultValues: EMPTY_DELETE_ACCOUNT_VALUES,
  });

  async function handleSubmit(values: DeleteAccountValues) {
    try {
      await onConfirm(toDeleteAccountBody(values));
    } catch (error) {
      if (!applyServerErrors(form, error)) showFailureToast(failureTitle, error);
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title={title}
      description={description}
      footer={
        <DialogFormFooter
          isPending={isPending}
          onCancel={onCancel}
          submitLabel="Delete account"
          pendingLabel="Deleting..."
          variant="destructive"
        />
      }
    >
      <div className="grid gap-2 text-sm">{children}</div>
      <TextField
        control={form.control}
        name="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        disabled={isPending}
      />
      {asksForCode(secondFactor) && (
        <CodeField control={form.control} name="code" kind="either" disabled={isPending} />
      )}
    </DialogForm>
  );
}
