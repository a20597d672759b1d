import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';

export type ConsultantChoice = { id: string; name: string };

/**
 * The admin's consultant filter: the directory's active consultants, plus any seen on the loaded
 * tickets (a deactivated consultant still has tickets), by name.
 */
export function mergeConsultantChoices(
  directory: ReadonlyArray<{ id: string; firstName: string; lastName: string }>,
  tickets: ReadonlyArray<Pick<Ticket, 'consultantId' | 'consultantName'>>,
): ConsultantChoice[] {
  const byId = new Map<string, string>();
  for (const consultant of directory) {
    byId.set(consultant.id, `${consultant.firstName} ${consultant.lastName}`.trim());
  }
  for (const ticket of tickets) {
    if (!byId.has(ticket.consultantId)) byId.set(ticket.consultantId, ticket.consultantName);
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
