import type { JobHandler, JobOutcome } from '../../background-jobs/background-jobs.service';
import type { PaymentLog } from '../payment-common';
import type { CaptureResult } from '../payment-event-records';
import { type PaymentProvider, ProviderRefusedError, ProviderUnavailableError } from '../payment-provider';
import type { PaymentsRepository } from '../payments.repository';
import type { CaptureInput } from './apply-capture';
import type { FailureInput } from './apply-failure';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * When an unverified order is asked about again, counted from its opening: 5 and 15 minutes,
 * an hour, then every 6 hours until 48 hours; after that the customer has given up (or paid
 * and we were told some other way).
 */
const SCHEDULE_MS = [
  5 * MINUTE_MS,
  15 * MINUTE_MS,
  HOUR_MS,
  ...Array.from({ length: 8 }, (_, n) => HOUR_MS + (n + 1) * 6 * HOUR_MS),
];
const GIVE_UP_AFTER_MS = 48 * HOUR_MS;

/** The next time on the schedule after now, or null past 48 hours. */
export function nextReconcileAt(openedAt: Date, now: Date): Date | null {
  const age = now.getTime() - openedAt.getTime();
  const next = SCHEDULE_MS.find((offset) => offset > age && offset <= GIVE_UP_AFTER_MS);
  return next === undefined ? null : new Date(openedAt.getTime() + next);
}

const openedAtOf = (payload: unknown, fallback: Date) => {
  const value =
    typeof payload === 'object' && payload !== null ? (payload as { openedAt?: unknown }).openedAt : null;
  const parsed = typeof value === 'string' ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : fallback;
};

export interface ReconcileOrderDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  capture: (input: CaptureInput) => Promise<CaptureResult>;
  applyFailure: (input: FailureInput) => Promise<unknown>;
  log: PaymentLog;
}

/**
 * The `payment.reconcile` job (key: our payment order id): a customer who paid but never came
 * back to verify (closed tab, lost network) and whose webhook did not arrive still gets their
 * ticket settled. Safe on several nodes: the job is claimed once (SKIP LOCKED + lease), and the
 * capture is idempotent by payment id, so a rerun after a lost lease changes nothing.
 */
export function reconcileOrder({
  repo,
  provider,
  capture,
  applyFailure,
  log,
}: ReconcileOrderDeps): JobHandler {
  return async ({ key, payload, createdAt, now }): Promise<JobOutcome> => {
    const order = await repo.findOrderById(key);
    if (order?.status !== 'open' || !order.providerOrderId) return { done: true };
    const again = (error?: string): JobOutcome => {
      const runAt = nextReconcileAt(openedAtOf(payload, createdAt), now);
      return runAt ? { done: false, runAt, ...(error && { error }) } : { done: true };
    };
    let found: Awaited<ReturnType<PaymentProvider['listOrderPayments']>>;
    try {
      found = await provider.listOrderPayments(order.providerOrderId);
    } catch (error) {
      if (error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError) {
        log.warn(
          { paymentOrderId: order.id, reason: error.message },
          'Reconciliation: provider not reachable',
        );
        return again(error.message);
      }
      throw error;
    }
    const captured = found.find((payment) => payment.status === 'captured');
    if (captured) {
      const { outcome } = await capture({
        providerOrderId: order.providerOrderId,
        providerPaymentId: captured.id,
        amountPaise: captured.amountPaise,
        currency: captured.currency,
        source: 'reconciliation',
      });
      log.info(
        { paymentOrderId: order.id, providerPaymentId: captured.id, outcome },
        'Reconciliation found a capture',
      );
      return { done: true };
    }
    for (const failed of found.filter((payment) => payment.status === 'failed')) {
      await applyFailure({
        providerOrderId: order.providerOrderId,
        providerPaymentId: failed.id,
        amountPaise: failed.amountPaise,
        reason: failed.errorDescription,
      });
    }
    return again();
  };
}
