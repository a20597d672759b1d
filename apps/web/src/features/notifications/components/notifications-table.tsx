import {
  type AdminNotification,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_MESSAGES,
} from '@basisdesk/shared/notifications/notifications.schema';
import { RotateCw } from 'lucide-react';
import {
  EmptyList,
  StaleRows,
  TableActionsCell,
  TableHeadWithActions,
  TableSkeletonRows,
} from '@/components/list-table';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { showFailureToast } from '@/lib/failure-toast';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { RESEND_FAILED, useResendNotification } from '../api/resend-notification';
import { canResend } from '../notification-rows';
import { NotificationStatusBadge } from './notification-status-badge';

const COLUMNS = ['Time', 'Recipient', 'Event', 'Ticket', 'Status', 'Attempts', 'Last error'];

type NotificationsTableProps = {
  notifications: AdminNotification[] | undefined;
  isPending: boolean;
  /** The previous page's rows are shown while the next page loads: dim them so nobody acts on them. */
  isStale: boolean;
};

/** One row per mail to one person; failed and skipped ones can be sent again. */
export function NotificationsTable({ notifications, isPending, isStale }: NotificationsTableProps) {
  const resend = useResendNotification();

  if (!isPending && notifications?.length === 0) {
    return <EmptyList>No notifications match these filters</EmptyList>;
  }

  function handleResend(notification: AdminNotification) {
    if (resend.isPending) return;
    resend.mutate(notification.id, {
      onSuccess: () => toast.success(NOTIFICATION_MESSAGES.resent),
      onError: (error) => showFailureToast(RESEND_FAILED, error),
    });
  }

  return (
    <StaleRows isStale={isStale}>
      <Table scrollLabel="Notification list">
        <TableHeadWithActions columns={COLUMNS} />
        <TableBody>
          {isPending && <TableSkeletonRows rows={5} columns={COLUMNS.length + 1} />}
          {notifications?.map((notification) => {
            const isResending = resend.isPending && resend.variables === notification.id;
            return (
              <TableRow key={notification.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(notification.createdAt)}</TableCell>
                <TableCell>
                  <div className="font-medium whitespace-nowrap">{notification.recipientName}</div>
                  <div className="min-w-40 wrap-anywhere text-muted-foreground">
                    {notification.recipientEmail}
                  </div>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {NOTIFICATION_EVENT_LABELS[notification.event]}
                </TableCell>
                <TableCell className="font-mono text-xs whitespace-nowrap">
                  {notification.orderNumber ?? '—'}
                </TableCell>
                <TableCell>
                  <NotificationStatusBadge status={notification.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{notification.attempts}</TableCell>
                <TableCell className="max-w-56">
                  {notification.lastError ? (
                    <span className="block truncate" title={notification.lastError}>
                      {notification.lastError}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </TableCell>
                <TableActionsCell>
                  {canResend(notification) && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => handleResend(notification)}
                      disabled={resend.isPending}
                      aria-label={`Resend ${NOTIFICATION_EVENT_LABELS[notification.event]} to ${notification.recipientEmail}`}
                    >
                      {isResending ? <Spinner /> : <RotateCw aria-hidden="true" />}
                      Resend
                    </Button>
                  )}
                </TableActionsCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </StaleRows>
  );
}
