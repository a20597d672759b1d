import type { DomainRestriction } from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateDomainRestriction } from '../api/update-domain-restriction';

/** On = Blocked. Each row has its own mutation, so one busy row does not freeze the others. */
export function DomainRestrictionToggle({ restriction }: { restriction: DomainRestriction }) {
  const updateRestriction = useUpdateDomainRestriction();

  function handleChange(isActive: boolean) {
    if (updateRestriction.isPending) return;
    updateRestriction.mutate(
      { id: restriction.id, domain: restriction.domain, reason: restriction.reason, isActive },
      {
        onSuccess: () =>
          toast.success(isActive ? 'Domain restriction activated' : 'Domain restriction deactivated'),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update domain restriction')),
      },
    );
  }

  return (
    <span className="inline-flex items-center gap-2">
      <Switch
        checked={restriction.isActive}
        onCheckedChange={handleChange}
        disabled={updateRestriction.isPending}
        aria-busy={updateRestriction.isPending}
        aria-label={`Block ${restriction.domain}`}
      />
      {updateRestriction.isPending && <Spinner className="text-muted-foreground" />}
    </span>
  );
}
