import { formatRupeesFromPaise } from '@basisdesk/shared/common/money';
import { PAYMENT_MESSAGES } from '@basisdesk/shared/payments/payments.messages';
import type { PaymentOrder } from '@basisdesk/shared/payments/payments.schema';
import { FlaskConical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogHeading, FormDialog } from '@/components/ui/form-dialog';
import { Spinner } from '@/components/ui/spinner';

type SandboxCheckoutDialogProps = {
  /** The sandbox order being paid; null closes the dialog. */
  order: PaymentOrder | null;
  /** The ticket's number: 'Payment for {orderNumber}'. */
  label: string;
  /** The choice being sent, while the server answers. */
  choice: 'pay' | 'fail' | null;
  onChoose: (outcome: 'pay' | 'fail') => void;
  onDismiss: () => void;
};

/**
 * Razorpay's checkout stand-in when no keys are configured (DESIGN §4): it says plainly that no
 * money moves, and lets the customer end the payment either way.
 */
export function SandboxCheckoutDialog({
  order,
  label,
  choice,
  onChoose,
  onDismiss,
}: SandboxCheckoutDialogProps) {
  return (
    <FormDialog open={order !== null} onClose={onDismiss} className="max-w-md" testId="sandbox-checkout">
      <DialogHeading
        icon={<FlaskConical className="size-5 text-brand-text" aria-hidden="true" />}
        title={PAYMENT_MESSAGES.sandboxTitle}
        description={PAYMENT_MESSAGES.sandboxNotice}
      />
      {order && (
        <dl className="grid gap-1 rounded-md border bg-muted/40 p-4">
          <dt className="text-sm text-muted-foreground">Payment for {label}</dt>
          {/* Paise, as Razorpay's checkout takes it: shown in rupees. */}
          <dd className="text-2xl font-bold" data-testid="sandbox-amount">
            {formatRupeesFromPaise(order.amount)}
          </dd>
        </dl>
      )}
      <DialogFooter>
        <Button variant="outline" disabled={choice !== null} onClick={() => onChoose('fail')}>
          {choice === 'fail' && <Spinner />}
          Fail
        </Button>
        <Button disabled={choice !== null} onClick={() => onChoose('pay')}>
          {choice === 'pay' && <Spinner />}
          Pay
        </Button>
      </DialogFooter>
    </FormDialog>
  );
}
