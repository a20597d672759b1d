import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Card, CardContent } from '@/components/ui/card';
import { useListParams } from '@/lib/use-list-params';
import { NOTIFICATIONS_LOAD_FAILED, useNotifications } from '../api/list-notifications';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationListParamsSchema,
  toNotificationListParams,
} from '../notification-list-params';
import { NotificationFilters } from './notification-filters';
import { NotificationsTable } from './notifications-table';

/** Every notification, newest first, found by status, event and recipient; all of it in the address. */
export function AdminNotifications() {
  const [address, setAddress] = useListParams(notificationListParamsSchema);
  const { page, ...filters } = address;
  const { data, isPending, isPlaceholderData, error, refetch } = useNotifications(
    toNotificationListParams(address),
  );

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
        <NotificationFilters value={filters} onChange={setAddress} />
        {error && !data ? (
          <LoadError message={error.message || NOTIFICATIONS_LOAD_FAILED} onRetry={() => void refetch()} />
        ) : (
          <div>
            <NotificationsTable
              notifications={data?.items}
              isPending={isPending}
              isStale={isPlaceholderData}
            />
            {data && (
              <Pagination
                label="Notifications pages"
                page={page}
                pageSize={NOTIFICATIONS_PAGE_SIZE}
                total={data.total}
                onPageChange={(next) => setAddress({ page: next })}
              />
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
