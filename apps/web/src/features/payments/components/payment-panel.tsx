import { isAdmin, isCustomer, type Role } from '@basisdesk/shared/auth/roles';
import { formatRupees } from '@basisdesk/shared/common/money';
import type { TicketPayment } from '@basisdesk/shared/payments/payments.schema';
import { Download, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { DetailField } from '@/components/detail-field';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useDownloadCreditNote } from '../api/download-credit-note';
import { useDownloadReceipt } from '../api/download-receipt';
import { useTicketPayment } from '../api/get-ticket-payment';
import { isRefundable } from '../payment-rules';
import { PayButton } from './pay-button';
import { PaymentStatusBadge } from './payment-status-badge';
import { RefundDialog } from './refund-dialog';

type PaymentPanelProps = {
  ticket: { id: string; calculatedAmount: number | null; totalAmount: number };
  /** The ticket's number as people read it. */
  label: string;
  /** A customer or an admin: consultants never get this panel (spec §6). */
  role: Role;
  /** Refreshes the ticket wherever it shows once the payment moved. */
  onPaymentChange: () => Promise<unknown>;
};

/**
 * The Payment tab: where the payment stands, its receipt, a refund; Pay for the customer while
 * the ticket is payable, Refund for an admin once it is paid.
 */
export function PaymentPanel({ ticket, label, role, onPaymentChange }: PaymentPanelProps) {
  const { data: payment, error, refetch, isPending } = useTicketPayment(ticket.id);

  if (isPending) {
    return (
      <div role="status" aria-label="Loading the payment">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!payment) {
    return (
      <LoadError message={errorMessage(error, 'Failed to load the payment')} onRetry={() => void refetch()} />
    );
  }

  return (
    <div className="grid gap-5">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <DetailField label="Payment status">
          <PaymentStatusBadge status={payment.paymentStatus} />
        </DetailField>
        <DetailField label="Amount">{formatRupees(payment.amount)}</DetailField>
        <DetailField label="Razorpay payment id">
          {payment.razorpayPaymentId ? (
            <span className="font-mono break-all">{payment.razorpayPaymentId}</span>
          ) : (
            'None yet'
          )}
        </DetailField>
        <DetailField label="Paid">
          {payment.paidAt ? formatDateTime(payment.paidAt) : 'Not paid yet'}
        </DetailField>
        {payment.receiptNumber && (
          <DetailField label="Receipt">
            <span className="font-mono break-all">{payment.receiptNumber}</span>
          </DetailField>
        )}
      </dl>

      {payment.refund && <RefundState refund={payment.refund} />}

      <PaymentActions
        payment={payment}
        ticket={ticket}
        label={label}
        role={role}
        onPaymentChange={onPaymentChange}
      />
    </div>
  );
}

function PaymentActions({
  payment,
  ticket,
  label,
  role,
  onPaymentChange,
}: PaymentPanelProps & { payment: TicketPayment }) {
  const [isRefunding, setIsRefunding] = useState(false);
  const receipt = useDownloadReceipt();
  const creditNote = useDownloadCreditNote();
  const { receiptNumber } = payment;
  // A processed refund is issued its credit note in the same transaction (decision 049).
  const hasCreditNote = payment.refund?.status === 'processed';
  const canRefund = isAdmin(role) && isRefundable(payment);
  const canPay = isCustomer(role) && payment.payable;
  if (!receiptNumber && !canRefund && !canPay) return null;

  return (
    <div className="flex flex-wrap gap-2 border-t pt-4">
      {canPay && <PayButton ticket={ticket} label={label} onPaymentChange={onPaymentChange} />}
      {receiptNumber && (
        <Button
          variant="outline"
          disabled={receipt.isPending}
          onClick={() =>
            receipt.mutate(
              { orderId: payment.orderId, receiptNumber },
              { onError: (error) => toast.error(errorMessage(error, 'Failed to download the receipt')) },
            )
          }
        >
          {receipt.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          Download receipt
        </Button>
      )}
      {receiptNumber && hasCreditNote && (
        <Button
          variant="outline"
          disabled={creditNote.isPending}
          onClick={() =>
            creditNote.mutate(
              { orderId: payment.orderId, receiptNumber },
              { onError: (error) => toast.error(errorMessage(error, 'Failed to download the credit note')) },
            )
          }
        >
          {creditNote.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          Download credit note
        </Button>
      )}
      {canRefund && (
        <>
          <Button variant="destructive" onClick={() => setIsRefunding(true)}>
            <Undo2 aria-hidden="true" />
            Refund
          </Button>
          <RefundDialog
            open={isRefunding}
            onClose={() => setIsRefunding(false)}
            orderId={payment.orderId}
            label={label}
            amount={payment.amount}
            onPaymentChange={onPaymentChange}
          />
        </>
      )}
    </div>
  );
}

function RefundState({ refund }: { refund: NonNullable<TicketPayment['refund']> }) {
  return (
    <section aria-labelledby="refund-heading" className="grid gap-2 rounded-md border p-4">
      <h3 id="refund-heading" className="text-sm font-semibold">
        {refund.status === 'pending' ? 'Refund pending with Razorpay' : 'Refund processed'}
      </h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <DetailField label="Reason">{refund.reason}</DetailField>
        <DetailField label="Requested">{formatDateTime(refund.requestedAt)}</DetailField>
        <DetailField label="Processed">
          {refund.processedAt ? formatDateTime(refund.processedAt) : 'Not yet'}
        </DetailField>
      </dl>
    </section>
  );
}
