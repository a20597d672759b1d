import type { PaymentStatus, TicketStatus } from '@basisdesk/shared';
import type { Tx } from '../../../db/client';
import type { TicketStatusChange } from '../ticket.events';
import { requireVisible } from '../ticket-access';
import { nameOf, totalPaiseOf } from '../ticket-dto';
import type { Viewer } from '../ticket-filters';
import type { TicketsRepository } from '../tickets.repository';

/** A ticket as the payments module sees it: never the row itself. */
export interface TicketPaymentFacts {
  id: string;
  orderNumber: string;
  customerId: string;
  status: TicketStatus;
  paymentStatus: PaymentStatus;
  amountDuePaise: number;
}

/** A ticket's row as a payment reads it (locked in the payment's transaction). */
export type TicketPaymentRow = NonNullable<Awaited<ReturnType<TicketsRepository['findForPayment']>>>;

export const toPaymentFacts = (row: TicketPaymentRow): TicketPaymentFacts => ({
  id: row.id,
  orderNumber: row.orderNumber,
  customerId: row.customerId,
  status: row.status,
  paymentStatus: row.paymentStatus,
  amountDuePaise: totalPaiseOf(row),
});

/** A payment's row as its change tells it: the people, the amount and hours, the customer as its maker. */
export const paymentChangeOf = (
  row: TicketPaymentRow,
): Pick<
  TicketStatusChange,
  'ticketId' | 'customerId' | 'consultantId' | 'changedBy' | 'amountDuePaise' | 'hoursWorked'
> => ({
  ticketId: row.id,
  customerId: row.customerId,
  consultantId: row.consultantId,
  changedBy: {
    id: row.customerId,
    name: nameOf({ firstName: row.customerFirstName, lastName: row.customerLastName }),
    role: 'Customer',
  },
  amountDuePaise: totalPaiseOf(row),
  hoursWorked: row.hoursWorked,
});

/** The ticket's payment facts for someone who may see it (404 otherwise, as every read). */
export function getPaymentFacts({ repo }: { repo: TicketsRepository }) {
  return async (viewer: Viewer, orderId: string): Promise<TicketPaymentFacts> =>
    toPaymentFacts(await requireVisible(repo, orderId, viewer));
}

/** The same by id, for provider events that come with no viewer. */
export function getPaymentFactsById({ repo }: { repo: TicketsRepository }) {
  return async (ticketId: string, tx: Tx): Promise<TicketPaymentFacts | null> => {
    const row = await repo.findForPayment(ticketId, tx);
    return row ? toPaymentFacts(row) : null;
  };
}
