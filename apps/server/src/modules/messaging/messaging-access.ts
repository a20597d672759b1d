import { isAdmin, MESSAGING_MESSAGES } from '@basisdesk/shared';
import { AppError } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store/file-store';
import type { Logger } from '../../lib/logger';
import type { Principal } from '../users/principal';
import type { ConversationRow, ConversationScope, MessagingRepository } from './messaging.repository';

/** Who a messaging use case acts for. */
export type Viewer = Pick<Principal, 'id' | 'role' | 'firstName' | 'lastName'>;

export const conversationNotFound = () => new AppError('NOT_FOUND', MESSAGING_MESSAGES.conversationNotFound);
export const messageNotFound = () => new AppError('NOT_FOUND', MESSAGING_MESSAGES.messageNotFound);
export const attachmentNotFound = () => new AppError('NOT_FOUND', MESSAGING_MESSAGES.attachmentNotFound);

export const scopeOf = (viewer: Viewer): ConversationScope =>
  isAdmin(viewer.role) ? 'all' : { userId: viewer.id };

export const partiesOf = (conversation: { customerId: string; consultantId: string }) => [
  conversation.customerId,
  conversation.consultantId,
];

type Reads = Pick<MessagingRepository, 'findConversation' | 'findMessage' | 'findAttachment'>;

/** The conversation, for someone who may see it; 404 otherwise. */
export async function requireConversation(repo: Reads, viewer: Viewer, id: string): Promise<ConversationRow> {
  const row = await repo.findConversation(id, scopeOf(viewer), viewer.id);
  if (!row) throw conversationNotFound();
  return row;
}

/** The message and its conversation, for someone who may see that conversation; 404 otherwise. */
export async function requireMessage(repo: Reads, viewer: Viewer, id: string) {
  const message = await repo.findMessage(id);
  if (!message) throw messageNotFound();
  const conversation = await repo.findConversation(message.conversationId, scopeOf(viewer), viewer.id);
  if (!conversation) throw messageNotFound();
  return { message, conversation };
}

export async function requireAttachment(repo: Reads, viewer: Viewer, id: string) {
  const attachment = await repo.findAttachment(id);
  if (!attachment) throw attachmentNotFound();
  const message = await repo.findMessage(attachment.messageId);
  const conversation =
    message && (await repo.findConversation(message.conversationId, scopeOf(viewer), viewer.id));
  if (!message || !conversation) throw attachmentNotFound();
  return { attachment, message, conversation };
}

/** Sending needs a participant (never an admin) and an active conversation, but see below. */
export function checkMaySend(viewer: Viewer, conversation: ConversationRow) {
  if (viewer.id !== conversation.customerId && viewer.id !== conversation.consultantId) {
    throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.adminsReadOnly);
  }
  // Spec §2: the customer may still answer on an archived conversation while the ticket waits for them.
  const customerMustAnswer =
    viewer.id === conversation.customerId && conversation.ticketStatus === 'PendingCustomerAction';
  if (!conversation.isActive && !customerMustAnswer) {
    throw new AppError('CONFLICT', MESSAGING_MESSAGES.conversationArchived);
  }
}

/** Stored files go once nothing points at them any more; a failure is logged, never answered. */
export function deleteFilesLater(files: FileStore, log: Logger, keys: string[]) {
  for (const key of keys) {
    files.delete(key).catch((error: unknown) => log.error({ err: error, key }, 'Stored file not deleted'));
  }
}
