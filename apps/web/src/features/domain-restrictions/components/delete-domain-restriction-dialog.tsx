import type { DomainRestriction } from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import type { MouseEvent } from 'react';
import { toast } from 'sonner';
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
import { useDeleteDomainRestriction } from '../api/delete-domain-restriction';

const DELETE_FAILED = 'Failed to delete domain restriction';

export function DeleteDomainRestrictionDialog({
  restriction,
  onClose,
}: {
  restriction: DomainRestriction | null;
  onClose: () => void;
}) {
  const deleteRestriction = useDeleteDomainRestriction();

  function handleConfirm(event: MouseEvent) {
    // Keep the dialog open (and its button busy) until the server has answered.
    event.preventDefault();
    if (!restriction || deleteRestriction.isPending) return;
    deleteRestriction.mutate(restriction.id, {
      onSuccess: () => toast.success('Domain restriction deleted successfully'),
      onError: (error) => {
        // The server's reason, when it gave one, goes under the spec's title.
        const reason = errorMessage(error, DELETE_FAILED);
        toast.error(DELETE_FAILED, { description: reason === DELETE_FAILED ? undefined : reason });
      },
      onSettled: onClose,
    });
  }

  return (
    <AlertDialog
      open={restriction !== null}
      onOpenChange={(open) => !open && !deleteRestriction.isPending && onClose()}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete the restriction for {restriction?.domain}?</AlertDialogTitle>
          <AlertDialogDescription>
            {restriction?.isActive
              ? `People with ${restriction.domain} addresses will be able to register again. This cannot be undone.`
              : 'The restriction is removed for good. This cannot be undone.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteRestriction.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={handleConfirm}
            disabled={deleteRestriction.isPending}
          >
            {deleteRestriction.isPending && <Spinner />}
            {deleteRestriction.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
