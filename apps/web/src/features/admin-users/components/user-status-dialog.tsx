import type { User } from '@basisdesk/shared/users/users.schema';
import type { MouseEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateUserStatus } from '../api/update-user-status';
import { userFullName } from './user-name';

const TEXTS = {
  activate: {
    verb: 'Activate',
    busy: 'Activating...',
    consequence: 'They will be able to sign in again.',
    success: 'User activated successfully',
    failure: 'Failed to activate user',
  },
  deactivate: {
    verb: 'Deactivate',
    busy: 'Deactivating...',
    consequence: 'They will be signed out at once and cannot sign in until reactivated.',
    success: 'User deactivated successfully',
    failure: 'Failed to deactivate user',
  },
} as const;

/** The confirmation that names the user and the action before a status change (spec §4 Users). */
export function UserStatusDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const updateStatus = useUpdateUserStatus();
  const action = user?.status === 'Active' ? 'deactivate' : 'activate';
  const texts = TEXTS[action];

  function handleConfirm(event: MouseEvent) {
    // Keep the dialog open (and its button busy) until the server has answered.
    event.preventDefault();
    if (!user || updateStatus.isPending) return;
    updateStatus.mutate(
      { id: user.id, status: action === 'activate' ? 'Active' : 'Inactive' },
      {
        onSuccess: () => toast.success(texts.success),
        onError: (error) =>
          toast.error(texts.failure, { description: errorMessage(error, 'Failed to update user status') }),
        onSettled: onClose,
      },
    );
  }

  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && !updateStatus.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {texts.verb} {user ? userFullName(user) : ''}?
          </AlertDialogTitle>
          <AlertDialogDescription>{texts.consequence}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={updateStatus.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant={action === 'deactivate' ? 'destructive' : 'default'}
            onClick={handleConfirm}
            disabled={updateStatus.isPending}
          >
            {updateStatus.isPending && <Spinner />}
            {updateStatus.isPending ? texts.busy : texts.verb}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
