import { MESSAGING_MESSAGES } from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import type { Emit } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store/file-store';
import type { Logger } from '../../lib/logger';
import type { SettingsService } from '../settings/settings.service';
import type { TicketsService } from '../tickets/tickets.service';
import type { MessageEvents } from './message.events';
import type { MessagingRepository } from './messaging.repository';
import { createUploadSlots } from './upload-slots';
import { archiveConversation } from './use-cases/archive-conversation';
import { deleteAttachment, getAttachment, openAttachment } from './use-cases/attachments';
import { checkFile } from './use-cases/check-file';
import { deleteMessage } from './use-cases/delete-message';
import { editMessage } from './use-cases/edit-message';
import {
  conversationOfTicket,
  getConversation,
  listConversations,
  openConversation,
} from './use-cases/list-conversations';
import { getMessage, listThread } from './use-cases/list-thread';
import { markRead } from './use-cases/mark-read';
import { postSystemMessage } from './use-cases/post-system-message';
import { sendAttachment } from './use-cases/send-attachment';
import { sendMessage } from './use-cases/send-message';
import { listUnreadForMail, unreadCount } from './use-cases/unread-count';

export interface MessagingServiceDeps {
  repo: MessagingRepository;
  tickets: Pick<TicketsService, 'getTicket'>;
  settings: Pick<SettingsService, 'isEnabled' | 'getUploadRules' | 'getMessagingSettings'>;
  files: FileStore;
  /** Who mails and who publishes a change listen at wiring: this module imports neither. */
  emit: Emit<MessageEvents>;
  clock: Clock;
  log: Logger;
}

/**
 * Messaging (decision 017): one conversation per ticket between its customer and its consultant,
 * one file per thing the product does (use-cases/). Participants read and write; admins read every
 * conversation, archive and restore, and never post. Anything the viewer may not see is a 404.
 */
export function createMessagingService(deps: MessagingServiceDeps) {
  const { settings } = deps;
  const uploadSlots = createUploadSlots();
  const unavailable = () => new AppError('FORBIDDEN', MESSAGING_MESSAGES.unavailable);
  /** An upload's flag check and rules in one read of the settings. */
  const uploadRulesIfEnabled = async () => {
    const { enabled, uploadRules } = await settings.getMessagingSettings();
    if (!enabled) throw unavailable();
    return uploadRules;
  };
  return {
    /** Every other messaging call asks this first: with the flag off, everything is 403. */
    async assertEnabled(): Promise<void> {
      if (!(await settings.isEnabled('MessagingEnabled'))) throw unavailable();
    },
    getOrCreateForOrder: openConversation(deps),
    getByOrder: conversationOfTicket(deps),
    getConversation: getConversation(deps),
    listConversations: listConversations(deps),
    setActive: archiveConversation(deps),
    send: sendMessage(deps),
    listMessages: listThread(deps),
    getMessage: getMessage(deps),
    editMessage: editMessage(deps),
    deleteMessage: deleteMessage(deps),
    markRead: markRead(deps),
    /** The notification delivery's source for `messages.unread` mails. */
    unreadMessages: listUnreadForMail(deps),
    unreadCount: unreadCount(deps),
    fileUploadInfo: () => settings.getUploadRules(),
    /** Checks the flag itself, with the rules, like an upload. */
    checkFile: checkFile({ uploadRules: uploadRulesIfEnabled, uploadSlots }),
    /** Checks the flag itself, with the rules: its route has no flag hook. */
    uploadAttachment: sendAttachment({ ...deps, uploadRules: uploadRulesIfEnabled, uploadSlots }),
    getAttachment: getAttachment(deps),
    openAttachment: openAttachment(deps),
    deleteAttachment: deleteAttachment(deps),
    /** A ticket status listener (wired in app-services): the system message of a status change. */
    onTicketStatusChanged: postSystemMessage(deps),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
