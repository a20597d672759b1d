import { formatRupees } from '@basisdesk/shared/common/money';
import { CreditCard } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { paymentAmount } from '../payment-rules';
import { type PayStep, usePayTicket } from '../use-pay-ticket';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

type PayButtonProps = {
  ticket: { id: string; calculatedAmount: number | null; totalAmount: number };
  /** The ticket's number as people read it. */
  label: string;
  /** Refreshes the ticket wherever it shows once the payment moved. */
  onPaymentChange: () => Promise<unknown>;
  size?: ButtonProps['size'];
};

const BUSY_LABELS: Record<Exclude<PayStep, 'idle'>, string> = {
  ordering: 'Starting payment...',
  checkout: 'Paying...',
  settling: 'Confirming payment...',
};

/**
 * 'Pay ₹X' on a closed, unpaid ticket (spec §4): the customer's only way to pay. Shown by the
 * caller only when the ticket is payable and the viewer is its customer.
 */
export function PayButton({ ticket, label, onPaymentChange, size }: PayButtonProps) {
  const flow = usePayTicket({ orderId: ticket.id, label, onPaymentChange });
  const isBusy = flow.step !== 'idle';

  return (
    <>
      {/* Not `disabled`: the sandbox dialog hands the focus back to this button when it closes. */}
      <Button
        size={size}
        onClick={() => void flow.pay()}
        aria-disabled={isBusy || undefined}
        aria-busy={isBusy || undefined}
        className={cn(isBusy && 'cursor-wait opacity-60')}
      >
        {isBusy ? <Spinner /> : <CreditCard aria-hidden="true" />}
        {flow.step === 'idle' ? `Pay ${formatRupees(paymentAmount(ticket) ?? 0)}` : BUSY_LABELS[flow.step]}
        <span className="sr-only"> for {label}</span>
      </Button>
      <SandboxCheckoutDialog
        order={flow.sandboxOrder}
        label={label}
        choice={flow.sandboxChoice}
        onChoose={(outcome) => void flow.finishSandbox(outcome)}
        onDismiss={flow.dismissSandbox}
      />
    </>
  );
}
