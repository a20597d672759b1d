import {
  NOTIFICATION_STATUS_LABELS,
  type NotificationStatus,
} from '@basisdesk/shared/notifications/notifications.schema';
import { Badge } from '@/components/ui/badge';

const VARIANTS = {
  queued: 'secondary',
  retrying: 'outline',
  sent: 'success',
  failed: 'destructive',
  skipped: 'secondary',
} as const satisfies Record<NotificationStatus, 'secondary' | 'outline' | 'success' | 'destructive'>;

export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  return <Badge variant={VARIANTS[status]}>{NOTIFICATION_STATUS_LABELS[status]}</Badge>;
}
