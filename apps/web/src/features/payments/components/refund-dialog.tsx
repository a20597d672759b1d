import { formatRupees } from '@basisdesk/shared/common/money';
import { REFUND_REASON_MAX_LENGTH } from '@basisdesk/shared/payments/payments.limits';
import { PAYMENT_MESSAGES } from '@basisdesk/shared/payments/payments.messages';
import { type RefundPaymentBody, refundPaymentBodySchema } from '@basisdesk/shared/payments/payments.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { DialogForm, DialogFormFooter, FormDialog } from '@/components/ui/form-dialog';
import { FieldBlock } from '@/components/ui/form-field-block';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRefundPayment } from '../api/refund-payment';

type RefundDialogProps = {
  open: boolean;
  onClose: () => void;
  orderId: string;
  /** The ticket's number as people read it. */
  label: string;
  amount: number;
  /** Refreshes the ticket wherever it shows once the refund is recorded. */
  onPaymentChange: () => Promise<unknown>;
};

/** An admin's full refund of a paid ticket, with the reason the customer is told. */
export function RefundDialog({ open, onClose, ...props }: RefundDialogProps) {
  // The dialog's, not the form's: it stays open while the refund runs, so its answer is not lost.
  const refund = useRefundPayment();
  return (
    <FormDialog open={open} onClose={onClose} isPending={refund.isPending} className="max-w-md">
      <RefundForm onClose={onClose} refund={refund} {...props} />
    </FormDialog>
  );
}

function RefundForm({
  orderId,
  label,
  amount,
  onPaymentChange,
  onClose,
  refund,
}: Omit<RefundDialogProps, 'open'> & { refund: ReturnType<typeof useRefundPayment> }) {
  const form = useForm({ resolver: zodResolver(refundPaymentBodySchema), defaultValues: { reason: '' } });

  function handleSubmit(body: RefundPaymentBody) {
    if (refund.isPending) return;
    refund.mutate(
      { orderId, ...body },
      {
        onSuccess: (result) => {
          // Still Paid: Razorpay has the refund and confirms it later (its webhook).
          toast.success(
            result.paymentStatus === 'Refunded'
              ? PAYMENT_MESSAGES.refunded
              : PAYMENT_MESSAGES.refundRequested,
          );
          void onPaymentChange();
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast.error(errorMessage(error, 'Failed to refund the payment'));
        },
      },
    );
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title="Refund payment"
      description={
        <>
          Refund {formatRupees(amount)} for {label} in full. The customer sees the reason.
        </>
      }
      footer={
        <DialogFormFooter
          isPending={refund.isPending}
          onCancel={onClose}
          submitLabel="Refund"
          pendingLabel="Refunding..."
          variant="destructive"
        />
      }
    >
      <FieldBlock
        control={form.control}
        name="reason"
        label="Reason"
        description="Kept in the ticket's history."
      >
        {(field) => (
          <Textarea {...field} maxLength={REFUND_REASON_MAX_LENGTH} required disabled={refund.isPending} />
        )}
      </FieldBlock>
    </DialogForm>
  );
}
