import type { Emit } from '../../lib/domain-events';
import type { PaymentEvents } from './payment.events';
import type { PaymentsRepository } from './payments.repository';

/**
 * Tells of a signature that did not match (payment.signature-failed) in a transaction of its own:
 * a refused request writes nothing else, yet the attempt must be on record (decision 039).
 */
export async function tellSignatureFailed(
  deps: { repo: Pick<PaymentsRepository, 'transaction'>; emit: Emit<PaymentEvents> },
  data: PaymentEvents['payment.signature-failed'],
): Promise<void> {
  await deps.repo.transaction((tx) => deps.emit(tx, { type: 'payment.signature-failed', data }));
}
