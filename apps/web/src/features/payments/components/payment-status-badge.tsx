import type { PaymentStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { cn } from '@/lib/utils';

/**
 * Tinted background, dark text in light mode and light text in dark mode: each pair keeps WCAG AA
 * contrast. Pending amber, Paid green, Failed red, Refunded slate-blue.
 */
const COLORS: Record<PaymentStatus, string> = {
  Pending:
    'border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  Paid: 'border-green-300 bg-green-100 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  Failed: 'border-red-300 bg-red-100 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  Refunded:
    'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
};

/**
 * A ticket's payment status (customers and admins only: consultants never see it, spec §6). The
 * caller puts it beside a 'Payment' label, so the word alone is read with its meaning.
 */
export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  return (
    <span
      data-testid="payment-status"
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        COLORS[status] ?? 'border-border bg-muted text-foreground',
        className,
      )}
    >
      {status}
    </span>
  );
}
