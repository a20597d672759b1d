import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
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

  function handleConfirm() {
    if (!entry) return;
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
    <ConfirmDeleteDialog
      open={entry !== null}
      title={`Delete this ${entity}?`}
      description={
        <>
          <span className="font-medium text-foreground">
            {entry?.name} ({entry?.shortCode})
          </span>{' '}
          will be removed. {CONSEQUENCES[kind]}
        </>
      }
      isPending={deleteEntry.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
