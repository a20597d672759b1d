import { performance } from 'node:perf_hooks';
import {
  type CreatePaymentOrderBody,
  PAYABLE_STATUSES,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
  type PaymentOrder,
} from '@basisdesk/shared';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { BackgroundJobsService } from '../../background-jobs/background-jobs.service';
import type { TicketPaymentFacts, TicketsService } from '../../tickets/tickets.service';
import { type Actor, type PaymentLog, RECONCILE_JOB, toPaymentOrder, unavailable } from '../payment-common';
import { type PaymentProvider, ProviderRefusedError, ProviderUnavailableError } from '../payment-provider';
import type { PaymentOrderRow, PaymentsRepository } from '../payments.repository';

/** A `creating` claim this old belongs to a node that died mid-call: another may take it over. */
const STALE_CLAIM_MS = 60_000;
/** How long a second create-order waits for the first one's provider call, and how often it looks. */
const CLAIM_WAIT_MS = 10_000;
const CLAIM_POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CreateOrderDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  tickets: Pick<TicketsService, 'getPaymentFacts'>;
  jobs: Pick<BackgroundJobsService, 'enqueue'>;
  clock: Clock;
  log: PaymentLog;
  reconcileAfterSeconds: number;
}

/** Reads the ticket as the actor may: 404 if they cannot see it, 403 if it is not theirs to pay. */
async function payableTicket(
  tickets: CreateOrderDeps['tickets'],
  actor: Actor,
  orderId: string,
): Promise<TicketPaymentFacts> {
  const ticket = await tickets.getPaymentFacts(actor, orderId);
  if (ticket.customerId !== actor.id) throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.onlyCustomerPays);
  if (ticket.paymentStatus === 'Paid' || ticket.paymentStatus === 'Refunded') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  }
  if (!PAYABLE_STATUSES.includes(ticket.status)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.notPayable);
  if (ticket.amountDuePaise <= 0) throw new AppError('CONFLICT', PAYMENT_MESSAGES.nothingToPay);
  return ticket;
}

/**
 * POST Payment/create-order: the provider order for the ticket's amount, computed here (the
 * client's amount is ignored). Idempotent and race-safe: one live order per ticket, claimed by an
 * insert the database arbitrates (decision 015).
 */
export function createOrder(deps: CreateOrderDeps) {
  const { repo, provider, tickets, jobs, clock, log, reconcileAfterSeconds } = deps;

  /**
   * Our claim: ask the provider (outside any transaction: PGlite has one connection, and a
   * provider that hangs must not hold a lock), then open the order and enqueue its
   * reconciliation together. A failed call leaves nothing behind.
   */
  async function openClaim(claim: PaymentOrderRow, ticket: TicketPaymentFacts): Promise<PaymentOrder | null> {
    let providerOrderId: string;
    try {
      const created = await provider.createOrder({
        amountPaise: claim.amountPaise,
        currency: PAYMENT_CURRENCY,
        receipt: ticket.orderNumber,
        notes: { ticketId: ticket.id },
      });
      providerOrderId = created.id;
    } catch (error) {
      await repo.deleteClaim(claim);
      if (error instanceof ProviderUnavailableError || error instanceof ProviderRefusedError) {
        log.error(
          { ticketId: ticket.id, reason: error.message },
          'Payment provider could not create an order',
        );
        throw unavailable();
      }
      throw error;
    }
    const now = clock.now();
    const opened = await repo.transaction(async (tx) => {
      const order = await repo.openOrder(claim, providerOrderId, now, tx);
      if (!order) return null;
      await jobs.enqueue(tx, {
        kind: RECONCILE_JOB,
        key: order.id,
        runAt: new Date(now.getTime() + reconcileAfterSeconds * 1000),
        payload: { openedAt: now.toISOString() },
      });
      return order;
    });
    return opened ? toPaymentOrder(provider, opened) : null;
  }

  return async (actor: Actor, body: CreatePaymentOrderBody): Promise<PaymentOrder> => {
    // The wait is measured in elapsed time, not by the clock rules are judged by: that one may be
    // held still (tests move it by hand) and a wall clock may jump.
    const waitUntil = performance.now() + CLAIM_WAIT_MS;
    for (;;) {
      if (performance.now() > waitUntil) throw unavailable();
      // Read again on every turn: another request may have paid, or the amount changed, meanwhile.
      const ticket = await payableTicket(tickets, actor, body.orderId);
      const now = clock.now();
      const claim = await repo.claimOrder({
        ticketId: ticket.id,
        provider: provider.name,
        amountPaise: ticket.amountDuePaise,
        createdByUserId: actor.id,
        now,
      });
      if (claim) {
        const opened = await openClaim(claim, ticket);
        if (opened) return opened;
        continue;
      }
      const live = await repo.findLiveOrder(ticket.id);
      if (!live) continue; // it settled or went away between our insert and this read
      if (live.status === 'open') {
        // Reopened and closed again with other hours, or the provider changed: a new order.
        if (live.amountPaise === ticket.amountDuePaise && live.provider === provider.name) {
          return toPaymentOrder(provider, live);
        }
        await repo.supersede(live.id, now);
        continue;
      }
      const taken = await repo.takeOverStale(live.id, new Date(now.getTime() - STALE_CLAIM_MS), now);
      if (taken) {
        const opened = await openClaim(taken, ticket);
        if (opened) return opened;
        continue;
      }
      await sleep(CLAIM_POLL_MS);
    }
  };
}
