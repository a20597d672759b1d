import { UserX } from 'lucide-react';
import { useState } from 'react';
import type { SecondFactorState } from '@/components/delete-account/delete-account-confirmation';
import { DeleteAccountForm } from '@/components/delete-account/delete-account-form';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/lib/toast';
import { useDeleteMyAccount } from '../api/delete-my-account';

/** "Delete my account": what goes and what stays, then the person's password (and code). */
export function DeleteMyAccountDialog({
  secondFactor,
  onDeleted,
}: {
  secondFactor: SecondFactorState;
  onDeleted: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const deletion = useDeleteMyAccount();

  function handleClose() {
    setIsOpen(false);
    // The password is not kept once the dialog is gone.
    deletion.reset();
  }

  async function handleConfirm(body: Parameters<typeof deletion.mutateAsync>[0]) {
    const { message } = await deletion.mutateAsync(body);
    toast.success(message, { description: 'You have been signed out.' });
    setIsOpen(false);
    onDeleted();
  }

  return (
    <FormDialog
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={handleClose}
      isPending={deletion.isPending}
      trigger={
        <Button variant="destructive">
          <UserX aria-hidden="true" />
          Delete my account
        </Button>
      }
    >
      <DeleteAccountForm
        title="Delete your account?"
        description="This cannot be undone. Download your data first if you want a copy."
        secondFactor={secondFactor}
        onConfirm={handleConfirm}
        isPending={deletion.isPending}
        onCancel={handleClose}
        failureTitle="Your account was not deleted"
      >
        <p>
          <strong>Goes:</strong> your name, email address and password, your two-factor authentication, the
          messages you wrote and the files you shared, your notification choices and every device you are
          signed in on.
        </p>
        <p>
          <strong>Stays:</strong> your tickets and payments, kept for accounting under “Deleted user”.
          Receipts already issued keep the consultant's name.
        </p>
      </DeleteAccountForm>
    </FormDialog>
  );
}
