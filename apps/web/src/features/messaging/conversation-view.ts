import { isAdmin, isCustomer, type Role } from '@basisdesk/shared/auth/roles';
import type { Conversation } from '@basisdesk/shared/messaging/messaging.schema';
import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';

export type Viewer = { id: string; role: Role };

/** The name in the list and the thread's heading: the other party; both for an admin reading along. */
export function otherPartyName(conversation: Conversation, viewerId: string): string {
  if (viewerId === conversation.customerId) return conversation.consultantName;
  if (viewerId === conversation.consultantId) return conversation.customerName;
  return `${conversation.customerName} & ${conversation.consultantName}`;
}

export const isParticipant = (conversation: Conversation, viewerId: string) =>
  viewerId === conversation.customerId || viewerId === conversation.consultantId;

/**
 * Whether the composer is open (spec §2): on an active conversation, or on an archived one for the
 * customer while the ticket waits for them (PendingCustomerAction). Admins read along only.
 */
export function canPost(conversation: Conversation, viewer: Viewer, ticketStatus: TicketStatus | undefined) {
  if (isAdmin(viewer.role) || !isParticipant(conversation, viewer.id)) return false;
  if (conversation.isActive) return true;
  return isCustomer(viewer.role) && ticketStatus === 'PendingCustomerAction';
}
