import {
  BILLING_DETAILS_MESSAGES,
  type BillingDetails,
  isCustomer,
  type UpdateBillingDetailsBody,
} from '@basisdesk/shared';
import type { DbExecutor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Principal } from '../users/principal';
import type { BillingDetailsRepository } from './billing-details.repository';

type Actor = Pick<Principal, 'id' | 'role'>;

/** What an issued tax invoice copies: null for each field the customer left empty. */
export interface Recipient {
  companyName: string | null;
  address: string | null;
  gstin: string | null;
}

const orNull = (value: string) => (value === '' ? null : value);

/**
 * A customer's billing details (decision 049): only customers pay, so only they have them; each
 * reads and writes their own (the routes take no id).
 */
export function createBillingDetailsService({
  repo,
  clock,
}: {
  repo: BillingDetailsRepository;
  clock: Clock;
}) {
  const customerOnly = (actor: Actor) => {
    if (!isCustomer(actor.role)) throw new AppError('FORBIDDEN', BILLING_DETAILS_MESSAGES.customersOnly);
  };
  const asBody = (row: Recipient | null): BillingDetails => ({
    companyName: row?.companyName ?? '',
    address: row?.address ?? '',
    gstin: row?.gstin ?? '',
  });

  return {
    /** GET users/me/billing-details */
    async getBillingDetails(actor: Actor): Promise<BillingDetails> {
      customerOnly(actor);
      return asBody(await repo.find(actor.id));
    },

    /** PUT users/me/billing-details: the body is already trimmed and its GSTIN checked by the shared schema. */
    async updateBillingDetails(actor: Actor, body: UpdateBillingDetailsBody): Promise<BillingDetails> {
      customerOnly(actor);
      const saved = await repo.save(actor.id, {
        companyName: orNull(body.companyName),
        address: orNull(body.address),
        gstin: orNull(body.gstin),
        now: clock.now(),
      });
      return asBody(saved);
    },

    /** The customer's details for an invoice issued inside another module's transaction. */
    findRecipient: (customerId: string, tx: DbExecutor): Promise<Recipient | null> =>
      repo.find(customerId, tx),
  };
}

export type BillingDetailsService = ReturnType<typeof createBillingDetailsService>;
