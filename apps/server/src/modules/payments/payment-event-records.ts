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
 * Records the event first (false: seen before, so nothing is applied twice) and says how it ended
 * once the work knows. Without an event (verify, reconciliation) it only runs the work.
 */
export async function withEventRecord<T>(
  repo: Pick<PaymentsRepository, 'recordEvent' | 'setEventOutcome'>,
  tx: Tx,
  event: ProviderEventRef | undefined,
  providerPaymentId: string | null,
  work: () => Promise<T>,
  toOutcome: (result: T) => PaymentEventOutcome,
): Promise<T | 'duplicate'> {
  if (event) {
    const fresh = await repo.recordEvent(
      { eventId: event.id, eventType: event.type, providerPaymentId, outcome: 'applied' },
      tx,
    );
    if (!fresh) return 'duplicate';
  }
  const result = await work();
  if (event && toOutcome(result) !== 'applied') await repo.setEventOutcome(event.id, toOutcome(result), tx);
  return result;
}
