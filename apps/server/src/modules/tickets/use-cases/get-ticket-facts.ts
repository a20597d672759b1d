import { paiseToRupees } from '@basisdesk/shared';
import { nameOf, totalPaiseOf } from '../ticket-dto';
import type { TicketFacts, TicketPerson } from '../ticket-facts';
import type { TicketsRepository } from '../tickets.repository';

const toPerson = (person: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string | null;
}): TicketPerson => ({
  id: person.id,
  firstName: person.firstName,
  fullName: nameOf(person),
  email: person.email,
  timeZone: person.timeZone,
});

/** The ticket as a mail tells of it when it goes out, or null when there is none. */
export function getTicketFacts({ repo }: { repo: TicketsRepository }) {
  return async (ticketId: string): Promise<TicketFacts | null> => {
    const row = await repo.findForNotice(ticketId);
    if (!row) return null;
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      title: row.title,
      description: row.description,
      status: row.status,
      paymentStatus: row.paymentStatus,
      amount: paiseToRupees(totalPaiseOf(row)),
      customer: toPerson(row.customer),
      consultant: toPerson(row.consultant),
    };
  };
}
