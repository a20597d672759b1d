import { MESSAGING_MESSAGES, TICKET_STATUS_LABELS } from '@basisdesk/shared';
import type { Tx } from '../../../db/client';
import type { Emit } from '../../../lib/domain-events';
import type { TicketStatusChange } from '../../tickets/tickets.service';
import type { MessageEvents } from '../message.events';
import type { MessagingRepository } from '../messaging.repository';
import { partiesOf } from '../messaging-access';
import { toMessage } from '../messaging-dto';

const SYSTEM_SENDER = 'System';

export interface PostSystemMessageDeps {
  repo: MessagingRepository;
  emit: Emit<MessageEvents>;
}

/**
 * Told inside a ticket status change's transaction: the ticket's conversation, if it has one,
 * gets a system message "Ticket status changed to {label}", stored read (nobody has to read it).
 */
export function postSystemMessage({ repo, emit }: PostSystemMessageDeps) {
  return async (change: TicketStatusChange, tx: Tx): Promise<undefined> => {
    // The consultant reads the thread too, and payment is not theirs to see (spec §6): a
    // payment, a refund or an admin's Paid posts nothing, nor does a payment-only change.
    if (change.from === change.to || change.from === 'Paid' || change.to === 'Paid') return undefined;
    const conversation = await repo.findConversationParties(change.ticketId, tx);
    if (!conversation) return undefined;
    const row = await repo.insertMessage(
      {
        conversationId: conversation.id,
        senderId: null,
        senderName: SYSTEM_SENDER,
        recipientId: null,
        content: MESSAGING_MESSAGES.statusChanged(TICKET_STATUS_LABELS[change.to]),
        messageType: 'system',
        read: true,
      },
      tx,
    );
    await emit(tx, {
      type: 'message.created',
      data: {
        message: toMessage(row, []),
        ticketId: change.ticketId,
        parties: partiesOf(conversation),
        recipientId: null,
        hasFile: false,
        sentAt: row.sentAt,
        unread: null,
      },
    });
    return undefined;
  };
}
