import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import type { SrIdentifier } from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
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

  function handleConfirm() {
    if (!srIdentifier) return;
    deleteSrIdentifier.mutate(srIdentifier.id, {
      onSuccess: () => toast.success(SR_IDENTIFIER_MESSAGES.deleted),
      onError: (error) => showFailureToast(SR_IDENTIFIER_MESSAGES.deleteFailed, error),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDeleteDialog
      open={srIdentifier !== null}
      title="Delete SR Identifier"
      description={SR_IDENTIFIER_MESSAGES.deleteConfirmation}
      isPending={deleteSrIdentifier.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
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
    </ConfirmDeleteDialog>
  );
}
