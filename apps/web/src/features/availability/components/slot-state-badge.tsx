import type { SlotState } from '@basisdesk/shared/availability/availability.schema';
import { Badge } from '@/components/ui/badge';

const VARIANTS = { Available: 'success', Booked: 'default', Expired: 'secondary' } as const;

export function SlotStateBadge({ state }: { state: SlotState }) {
  return <Badge variant={VARIANTS[state]}>{state}</Badge>;
}
