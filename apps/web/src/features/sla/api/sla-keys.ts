/**
 * The SLA feature's query keys. A ticket's clocks sit under the tickets' root ('tickets'): every
 * change to a ticket (a status, a first message, a priority) invalidates that root and so
 * refreshes its clocks, without this feature and tickets importing each other.
 */
export const slaKeys = {
  settings: () => ['sla-settings'] as const,
  ticket: (orderId: string) => ['tickets', 'sla', orderId] as const,
};
