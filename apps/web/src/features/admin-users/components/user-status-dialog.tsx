import type { User } from '@basisdesk/shared/users/users.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
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

  function handleConfirm() {
    if (!user) return;
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
    <ConfirmDialog
      open={user !== null}
      title={
        <>
          {texts.verb} {user ? userFullName(user) : ''}?
        </>
      }
      description={texts.consequence}
      confirmLabel={texts.verb}
      pendingLabel={texts.busy}
      variant={action === 'deactivate' ? 'destructive' : 'default'}
      isPending={updateStatus.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
