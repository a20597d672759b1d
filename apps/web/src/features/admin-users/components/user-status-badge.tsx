import type { UserStatus } from '@basisdesk/shared/users/users.schema';
import { Badge } from '@/components/ui/badge';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge variant={status === 'Active' ? 'success' : 'secondary'}>{status}</Badge>;
}
