import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { UpdateTicketStatusBody } from '@basisdesk/shared/tickets/tickets.schema';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { useUpdateTicketStatus } from '../api/update-ticket-status';

/**
 * Sends a status change from either form that makes one (a card's status dialog, the Manage Status
 * tab), so both answer alike: the same toasts, and a refusal that names a field shown beside it.
 */
export function submitStatusChange<TFieldValues extends FieldValues, TTransformed>({
  updateStatus,
  form,
  orderId,
  body,
  onUpdated,
}: {
  updateStatus: ReturnType<typeof useUpdateTicketStatus>;
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  orderId: string;
  body: UpdateTicketStatusBody;
  /** After the success toast: the dialog closes, the tab empties its comment and hours. */
  onUpdated: () => void;
}) {
  if (updateStatus.isPending) return;
  updateStatus.mutate(
    { orderId, ...body },
    {
      onSuccess: () => {
        toast.success(TICKET_MESSAGES.statusUpdated);
        onUpdated();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast.error(errorMessage(error, TICKET_MESSAGES.statusUpdateFailed));
      },
    },
  );
}
