import { USER_MESSAGES } from '@basisdesk/shared/users/users.messages';
import { type UpdateUserBody, type User, updateUserBodySchema } from '@basisdesk/shared/users/users.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SaveDialogFooter } from '@/components/save-dialog-footer';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { DialogForm, FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateUser } from '../api/update-user';
import { RoleSelect } from './role-select';
import { userFullName } from './user-name';
import { UserNameFields } from './user-name-fields';
import { UserStatusBadge } from './user-status-badge';

type UpdateUser = ReturnType<typeof useUpdateUser>;

/**
 * 'Edit User' (decision 029): an admin changes another person's first and last name. The e-mail
 * is the sign-in identity that was verified and stays as it is; the role is shown disabled with
 * the spec's note (the server refuses role changes too). An admin's own names are not theirs to
 * change (the server refuses it), so their own row opens read-only.
 */
export function EditUserDialog({
  user,
  currentUserId,
  onClose,
}: {
  user: User | null;
  /** The signed-in admin. */
  currentUserId: string | undefined;
  onClose: () => void;
}) {
  const updateUser = useUpdateUser();
  return (
    <FormDialog open={user !== null} onClose={onClose} isPending={updateUser.isPending}>
      {/* Remounted per person so the fields start from the account being edited. */}
      {user && (
        <EditUserForm
          key={user.id}
          user={user}
          isSelf={user.id === currentUserId}
          updateUser={updateUser}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function EditUserForm({
  user,
  isSelf,
  updateUser,
  onClose,
}: {
  user: User;
  isSelf: boolean;
  updateUser: UpdateUser;
  onClose: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(updateUserBodySchema),
    // The role goes back as it is: the spec's payload names it, and the server accepts it unchanged.
    defaultValues: { firstName: user.firstName, lastName: user.lastName, role: user.role },
  });

  function handleSubmit(body: UpdateUserBody) {
    if (updateUser.isPending || isSelf) return;
    updateUser.mutate(
      { id: user.id, ...body },
      {
        onSuccess: () => {
          toast.success('User updated successfully');
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast.error(errorMessage(error, 'Failed to update user'));
        },
      },
    );
  }

  const name = userFullName(user);
  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title="Edit User"
      description={isSelf ? `Account details of ${name}.` : `Change the first and last name of ${name}.`}
      footer={
        isSelf ? (
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          </DialogFooter>
        ) : (
          <SaveDialogFooter isEditing isSaving={updateUser.isPending} onCancel={onClose} />
        )
      }
    >
      <div className="grid gap-2">
        <Label htmlFor="edit-user-email">Email</Label>
        <Input
          id="edit-user-email"
          type="email"
          value={user.email}
          readOnly
          aria-describedby="edit-user-email-note"
        />
        <p id="edit-user-email-note" className="text-sm text-muted-foreground">
          An e-mail address cannot be changed: it is how the person signs in.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <UserNameFields disabled={isSelf} />
        {isSelf && (
          <p className="text-sm text-muted-foreground sm:col-span-2">{USER_MESSAGES.cannotChangeOwnNames}</p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="edit-user-role">Role</Label>
        <RoleSelect id="edit-user-role" value={user.role} disabled aria-describedby="edit-user-role-note" />
        <p id="edit-user-role-note" className="text-sm text-muted-foreground">
          {USER_MESSAGES.roleChangesDisabled}
        </p>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <span className="font-medium">Status</span>
        <UserStatusBadge status={user.status} />
      </div>
    </DialogForm>
  );
}
