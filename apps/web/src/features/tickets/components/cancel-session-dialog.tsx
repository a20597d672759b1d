import { SESSION_REASON_MAX_LENGTH } from '@basisdesk/shared/tickets/sessions.limits';
import { SESSION_MESSAGES } from '@basisdesk/shared/tickets/sessions.messages';
import {
  cancelSessionBodySchema,
  releaseSessionFormSchema,
  type TicketSessionDetail,
} from '@basisdesk/shared/tickets/sessions.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { DialogForm, DialogFormFooter, FormDialog } from '@/components/ui/form-dialog';
import { FieldBlock } from '@/components/ui/form-field-block';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatSlot } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useCancelSession } from '../api/cancel-session';

/**
 * Confirms a cancel (the customer) or a release with its reason (the consultant or an admin). The
 * customer may say why; a consultant or an admin must, in 3 to 500 characters (the server's rules).
 */
export function CancelSessionDialog({
  session,
  releasing,
  onClose,
}: {
  session: TicketSessionDetail | null;
  releasing: boolean;
  onClose: () => void;
}) {
  const cancel = useCancelSession();
  return (
    <FormDialog open={session !== null} onClose={onClose} isPending={cancel.isPending}>
      {session && (
        <CancelForm
          key={session.id}
          session={session}
          releasing={releasing}
          cancel={cancel}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function CancelForm({
  session,
  releasing,
  cancel,
  onClose,
}: {
  session: TicketSessionDetail;
  releasing: boolean;
  cancel: ReturnType<typeof useCancelSession>;
  onClose: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(releasing ? releaseSessionFormSchema : cancelSessionBodySchema),
    defaultValues: { reason: '' },
  });
  const done = releasing ? SESSION_MESSAGES.released : SESSION_MESSAGES.cancelled;
  const action = releasing ? 'Release session' : 'Cancel session';

  function handleSubmit({ reason }: { reason: string | null }) {
    if (cancel.isPending) return;
    cancel.mutate(
      { orderId: session.ticketId, sessionId: session.id, reason: reason || null },
      {
        onSuccess: () => {
          toast.success(done);
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast.error(errorMessage(error, SESSION_MESSAGES.cancelFailed));
        },
      },
    );
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title={action}
      description={
        <>
          {formatSlot(session.start, session.end)} on {session.orderNumber}. Its time slots become free for
          others to book.
        </>
      }
      footer={
        <DialogFormFooter
          isPending={cancel.isPending}
          onCancel={onClose}
          cancelLabel="Keep session"
          submitLabel={action}
          variant="destructive"
        />
      }
    >
      <FieldBlock control={form.control} name="reason" label={releasing ? 'Reason' : 'Reason (optional)'}>
        {(field) => (
          <Textarea
            {...field}
            value={field.value ?? ''}
            rows={3}
            maxLength={SESSION_REASON_MAX_LENGTH}
            disabled={cancel.isPending}
          />
        )}
      </FieldBlock>
    </DialogForm>
  );
}
