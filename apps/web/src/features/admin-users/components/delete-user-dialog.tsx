import type { DeleteAccountBody } from '@basisdesk/shared/users/personal-data.schema';
import type { User } from '@basisdesk/shared/users/users.schema';
import type { SecondFactorState } from '@/components/delete-account/delete-account-confirmation';
import { DeleteAccountForm } from '@/components/delete-account/delete-account-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';
import { userFullName } from './user-name';

/**
 * An admin deletes a user (decision 041): what goes and what stays, then the admin's own password
 * and code. Always mounted, like the status dialog: the list may change under it while it runs.
 */
export function DeleteUserDialog({
  user,
  secondFactor,
  onClose,
}: {
  user: User | null;
  /** The signed-in admin's second factor: its code confirms the deletion. */
  secondFactor: SecondFactorState;
  onClose: () => void;
}) {
  const deletion = useDeleteUser();

  function handleClose() {
    onClose();
    deletion.reset();
  }

  async function handleConfirm(body: DeleteAccountBody) {
    if (!user) return;
    const { message } = await deletion.mutateAsync({ id: user.id, ...body });
    toast.success(message, {
      description: `${userFullName(user)} (${user.email}) now reads as “Deleted user”.`,
    });
    handleClose();
  }

  return (
    <FormDialog open={user !== null} onClose={handleClose} isPending={deletion.isPending}>
      {user && (
        <DeleteAccountForm
          key={user.id}
          title={`Delete ${userFullName(user)}?`}
          description={`${user.email} is erased. This cannot be undone: download their data first if they asked for a copy.`}
          secondFactor={secondFactor}
          onConfirm={handleConfirm}
          isPending={deletion.isPending}
          onCancel={handleClose}
          failureTitle="Failed to delete user"
        >
          <p>
            <strong>Goes:</strong> their name, address, password and second factor, the messages they wrote
            and the files they shared, their notification choices, skills and free slots, and every device
            they are signed in on.
          </p>
          <p>
            <strong>Stays:</strong> their tickets and payments, kept for accounting under “Deleted user”.
            Receipts already issued keep the consultant's name. Confirm with your own password.
          </p>
        </DeleteAccountForm>
      )}
    </FormDialog>
  );
}
