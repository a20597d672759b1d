import type {
  Conversation,
  ConversationPage,
  ConversationsQuery,
  CreateConversationBody,
} from '@basisdesk/shared';
import type { TicketsService } from '../../tickets/tickets.service';
import type { MessagingRepository } from '../messaging.repository';
import { conversationNotFound, requireConversation, scopeOf, type Viewer } from '../messaging-access';
import { toConversation } from '../messaging-dto';

export interface ListConversationsDeps {
  repo: MessagingRepository;
}

/** The viewer's conversations (admins: all), the most recently active first. */
export function listConversations({ repo }: ListConversationsDeps) {
  return async (viewer: Viewer, query: ConversationsQuery): Promise<ConversationPage> => {
    const { rows, total, isTotalCapped } = await repo.listConversations(scopeOf(viewer), viewer.id, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: rows.map(toConversation),
      page: query.page,
      pageSize: query.pageSize,
      totalCount: total,
      isTotalCapped,
      totalPages: Math.ceil(total / query.pageSize),
    };
  };
}

export function getConversation({ repo }: ListConversationsDeps) {
  return async (viewer: Viewer, id: string): Promise<Conversation> =>
    toConversation(await requireConversation(repo, viewer, id));
}

export interface ConversationOfTicketDeps {
  repo: MessagingRepository;
  tickets: Pick<TicketsService, 'getTicket'>;
}

/**
 * The ticket's conversation, made if it has none (POST conversations/for-order/{orderId}, POST
 * conversations): for its customer, its consultant or an admin; a ticket the viewer may not see is
 * a 404. Concurrent calls make one conversation (unique ticket, ON CONFLICT DO NOTHING).
 */
export function openConversation({ repo, tickets }: ConversationOfTicketDeps) {
  return async (viewer: Viewer, orderId: CreateConversationBody['orderId']): Promise<Conversation> => {
    const ticket = await tickets.getTicket(viewer, orderId);
    await repo.insertConversationIfAbsent({
      ticketId: ticket.id,
      customerId: ticket.customerId,
      consultantId: ticket.consultantId,
      subject: `${ticket.supportTypeName} / ${ticket.supportCategoryName}`,
    });
    const row = await repo.findConversationByTicket(ticket.id, viewer.id);
    if (!row) throw conversationNotFound();
    return toConversation(row);
  };
}

/** The ticket's conversation, if it has one. */
export function conversationOfTicket({ repo, tickets }: ConversationOfTicketDeps) {
  return async (viewer: Viewer, orderId: string): Promise<Conversation> => {
    const ticket = await tickets.getTicket(viewer, orderId);
    const row = await repo.findConversationByTicket(ticket.id, viewer.id);
    if (!row) throw conversationNotFound();
    return toConversation(row);
  };
}
