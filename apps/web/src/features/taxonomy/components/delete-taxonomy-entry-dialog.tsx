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
import { useDeleteTaxonomyEntry } from '../api/delete-taxonomy-entry';
import { TAXONOMY_KINDS, type TaxonomyEntry, type TaxonomyKind } from '../taxonomy-kinds';

/** A type takes its categories and sub-options with it (the database cascades); say so first. */
const CONSEQUENCES: Record<TaxonomyKind, string> = {
  type: 'Its categories and sub-options are deleted with it. This action cannot be undone.',
  category: 'This action cannot be undone.',
  subOption: 'This action cannot be undone.',
};

export function DeleteTaxonomyEntryDialog({
  kind,
  entry,
  onClose,
}: {
  kind: TaxonomyKind;
  entry: TaxonomyEntry | null;
  onClose: () => void;
}) {
  const deleteEntry = useDeleteTaxonomyEntry();
  const { entity, toasts } = TAXONOMY_KINDS[kind];

  function handleConfirm(event: MouseEvent) {
    // Keep the dialog open (and its button busy) until the server has answered.
    event.preventDefault();
    if (!entry || deleteEntry.isPending) return;
    deleteEntry.mutate(
      { kind, id: entry.id },
      {
        onSuccess: () => toast.success(toasts.deleted),
        // A refused delete (409) says what still uses the entry.
        onError: (error) => showFailureToast(toasts.deleteFailed, error),
        onSettled: onClose,
      },
    );
  }

  return (
    <AlertDialog open={entry !== null} onOpenChange={(open) => !open && !deleteEntry.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this {entity}?</AlertDialogTitle>
          <AlertDialogDescription>
            <span className="font-medium text-foreground">
              {entry?.name} ({entry?.shortCode})
            </span>{' '}
            will be removed. {CONSEQUENCES[kind]}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteEntry.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={handleConfirm} disabled={deleteEntry.isPending}>
            {deleteEntry.isPending && <Spinner />}
            {deleteEntry.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
