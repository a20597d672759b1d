import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import type { SrIdentifier } from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
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
import { showFailureToast } from '@/lib/failure-toast';
import { useDeleteSrIdentifier } from '../api/delete-sr-identifier';

/** The spec's confirmation, showing the identifier and task about to go. */
export function DeleteSrIdentifierDialog({
  srIdentifier,
  onClose,
}: {
  srIdentifier: SrIdentifier | null;
  onClose: () => void;
}) {
  const deleteSrIdentifier = useDeleteSrIdentifier();

  function handleConfirm(event: MouseEvent) {
    // Keep the dialog open (and its button busy) until the server has answered.
    event.preventDefault();
    if (!srIdentifier || deleteSrIdentifier.isPending) return;
    deleteSrIdentifier.mutate(srIdentifier.id, {
      onSuccess: () => toast.success(SR_IDENTIFIER_MESSAGES.deleted),
      onError: (error) => showFailureToast(SR_IDENTIFIER_MESSAGES.deleteFailed, error),
      onSettled: onClose,
    });
  }

  return (
    <AlertDialog
      open={srIdentifier !== null}
      onOpenChange={(open) => !open && !deleteSrIdentifier.isPending && onClose()}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete SR Identifier</AlertDialogTitle>
          <AlertDialogDescription>{SR_IDENTIFIER_MESSAGES.deleteConfirmation}</AlertDialogDescription>
        </AlertDialogHeader>
        <dl className="grid gap-2 rounded-md bg-muted p-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Identifier</dt>
            <dd className="font-mono font-medium break-all">{srIdentifier?.identifier}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Task</dt>
            <dd className="break-words">{srIdentifier?.task}</dd>
          </div>
        </dl>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteSrIdentifier.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={handleConfirm}
            disabled={deleteSrIdentifier.isPending}
          >
            {deleteSrIdentifier.isPending && <Spinner />}
            {deleteSrIdentifier.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
