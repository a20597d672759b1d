import type { DomainRestriction } from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
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

  function handleConfirm() {
    if (!restriction) return;
    deleteRestriction.mutate(restriction.id, {
      onSuccess: () => toast.success('Domain restriction deleted successfully'),
      onError: (error) => showFailureToast(DELETE_FAILED, error),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDeleteDialog
      open={restriction !== null}
      title={`Delete the restriction for ${restriction?.domain}?`}
      description={
        restriction?.isActive
          ? `People with ${restriction.domain} addresses will be able to register again. This cannot be undone.`
          : 'The restriction is removed for good. This cannot be undone.'
      }
      isPending={deleteRestriction.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
