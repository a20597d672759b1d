import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import type { BackgroundJobsService } from '../background-jobs/background-jobs.service';
import type { TicketsService } from '../tickets/tickets.service';
import type { UsersService } from '../users/users.service';
import type { PaymentEvents } from './payment.events';
import type { PaymentLog } from './payment-common';
import type { PaymentProvider } from './payment-provider';
import type { PaymentsRepository } from './payments.repository';
import { applyCapture } from './use-cases/apply-capture';
import { applyFailure } from './use-cases/apply-failure';
import { applyRefund } from './use-cases/apply-refund';
import { createOrder } from './use-cases/create-order';
import { handleWebhook } from './use-cases/handle-webhook';
import { paymentForOrder } from './use-cases/payment-for-order';
import { reconcileOrder } from './use-cases/reconcile-order';
import { refundPayment } from './use-cases/refund-payment';
import { sandboxCheckout } from './use-cases/sandbox-checkout';
import { verifyPayment } from './use-cases/verify-payment';

export interface PaymentsServiceDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  tickets: Pick<
    TicketsService,
    'getPaymentFacts' | 'recordPayment' | 'recordPaymentFailure' | 'recordRefund'
  >;
  users: Pick<UsersService, 'getSignInAccount'>;
  jobs: Pick<BackgroundJobsService, 'enqueue'>;
  emit: Emit<PaymentEvents>;
  clock: Clock;
  log: PaymentLog;
  reconcileAfterSeconds: number;
}

/**
 * Payments (decision 015), one file per thing the product does (use-cases/). Provider news (a
 * capture, a failed attempt, a processed refund) is applied by one use case each, whichever way
 * it arrives: verify, webhook, reconciliation.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const capture = applyCapture(deps);
  const failure = applyFailure(deps);
  const refunded = applyRefund(deps);
  const webhook = handleWebhook({ ...deps, capture, applyFailure: failure, applyRefund: refunded });
  return {
    createOrder: createOrder(deps),
    verifyPayment: verifyPayment({ ...deps, capture }),
    getForOrder: paymentForOrder(deps),
    refundPayment: refundPayment({ ...deps, applyRefund: refunded }),
    sandboxCheckout: sandboxCheckout({ ...deps, handleWebhook: webhook }),
    handleWebhook: webhook,
    /** The `payment.reconcile` job's handler (RECONCILE_JOB). */
    reconcileOrder: reconcileOrder({ ...deps, capture, applyFailure: failure }),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
