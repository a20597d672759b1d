import type { Readable } from 'node:stream';
import { type Attachment, MESSAGING_MESSAGES, type SuccessResponse } from '@basisdesk/shared';
import { afterCommit } from '../../../db/transaction';
import type { Emit } from '../../../lib/domain-events';
import { AppError } from '../../../lib/errors';
import { FileNotFoundError, type FileStore } from '../../../lib/file-store/file-store';
import type { Logger } from '../../../lib/logger';
import type { MessageEvents } from '../message.events';
import type { MessagingRepository } from '../messaging.repository';
import {
  attachmentNotFound,
  deleteFilesLater,
  partiesOf,
  requireAttachment,
  type Viewer,
} from '../messaging-access';
import { toAttachment, toMessage } from '../messaging-dto';

export interface AttachmentsDeps {
  repo: MessagingRepository;
  files: FileStore;
  emit: Emit<MessageEvents>;
  log: Logger;
}

export function getAttachment({ repo }: Pick<AttachmentsDeps, 'repo'>) {
  return async (viewer: Viewer, id: string): Promise<Attachment> =>
    toAttachment((await requireAttachment(repo, viewer, id)).attachment);
}

/** The file's bytes for a participant or an admin. */
export function openAttachment({ repo, files }: Pick<AttachmentsDeps, 'repo' | 'files'>) {
  return async (viewer: Viewer, id: string): Promise<{ attachment: Attachment; body: Readable }> => {
    const { attachment } = await requireAttachment(repo, viewer, id);
    try {
      return { attachment: toAttachment(attachment), body: await files.get(attachment.storageKey) };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw attachmentNotFound();
      throw error;
    }
  };
}

/** Only the message's sender; the stored file goes once the delete has committed. */
export function deleteAttachment({ repo, files, emit, log }: AttachmentsDeps) {
  return async (viewer: Viewer, id: string): Promise<SuccessResponse> => {
    const { attachment, message, conversation } = await requireAttachment(repo, viewer, id);
    if (message.senderId !== viewer.id) {
      throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlySenderDeletesAttachment);
    }
    await repo.transaction(async (tx) => {
      if (await repo.deleteAttachment(attachment.id, tx)) {
        afterCommit(tx, () => deleteFilesLater(files, log, [attachment.storageKey]));
      }
      const withFiles = toMessage(message, await repo.listAttachmentsIn(message.id, tx));
      await emit(tx, {
        type: 'message.files-changed',
        data: { message: withFiles, parties: partiesOf(conversation) },
      });
    });
    return { success: true };
  };
}
