/** 'Ticket #' and the first 8 characters of the id, for a ticket without a number. */
export const ticketLabel = (ticket: { id: string; orderNumber: string | null }) =>
  ticket.orderNumber ?? `Ticket #${ticket.id.slice(0, 8)}`;
