import type { WebhookResult } from '@basisdesk/shared';
import type { Tx } from '../../db/client';
import type { TicketPaymentFacts } from '../tickets/tickets.service';
import type { PaymentEventOutcome, PaymentsRepository } from './payments.repository';

/** A provider event's id and type (a webhook's): recorded in the transaction that applies it. */
export interface ProviderEventRef {
  id: string;
  type: string;
}

/**
 * applied: this call settled the ticket; already: the payment was captured before (no change);
 * unknown-order: not an order we issued; mismatch: amount or currency differ from our order;
 * settled-otherwise: another payment settled (or a refund closed) the ticket; duplicate: the
 * event id was seen before.
 */
export type CaptureOutcome =
  | 'applied'
  | 'already'
  | 'unknown-order'
  | 'mismatch'
  | 'settled-otherwise'
  | 'duplicate';

/**
 * How a capture ended, and the ticket's payment facts as this capture left them (null when it
 * changed nothing: the caller who needs the ticket then reads it).
 */
export interface CaptureResult {
  outcome: CaptureOutcome;
  ticket: TicketPaymentFacts | null;
}

export const CAPTURE_EVENT_OUTCOME: Record<CaptureOutcome, PaymentEventOutcome> = {
  applied: 'applied',
  already: 'ignored',
  'unknown-order': 'ignored',
  mismatch: 'refused',
  'settled-otherwise': 'refused',
  duplicate: 'ignored',
};

export const toWebhookOutcome = (outcome: CaptureOutcome): WebhookResult['outcome'] =>
  outcome === 'duplicate' ? 'duplicate' : CAPTURE_EVENT_OUTCOME[outcome];

/**
 * The provider's news applied in ONE transaction that records its event first (seen before: the
 * work does not run, so nothing is applied twice) and says how it ended once the work knows.
 * Without an event (verify, reconciliation) it only runs the work in the transaction.
 */
export function inEventTransaction<T>(
  repo: Pick<PaymentsRepository, 'transaction' | 'recordEvent' | 'setEventOutcome'>,
  news: { event?: ProviderEventRef; providerPaymentId: string | null },
  work: (tx: Tx) => Promise<T>,
  toOutcome: (result: T) => PaymentEventOutcome,
): Promise<T | 'duplicate'> {
  const { event, providerPaymentId } = news;
  return repo.transaction(async (tx) => {
    if (event) {
      const fresh = await repo.recordEvent(
        { eventId: event.id, eventType: event.type, providerPaymentId, outcome: 'applied' },
        tx,
      );
      if (!fresh) return 'duplicate';
    }
    const result = await work(tx);
    if (event && toOutcome(result) !== 'applied') await repo.setEventOutcome(event.id, toOutcome(result), tx);
    return result;
  });
}
