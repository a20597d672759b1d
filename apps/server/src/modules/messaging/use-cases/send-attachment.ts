import crypto from 'node:crypto';
import fs from 'node:fs';
import { type Attachment, MESSAGE_MAX_ATTACHMENTS, MESSAGING_MESSAGES } from '@basisdesk/shared';
import type { Emit } from '../../../lib/domain-events';
import { AppError } from '../../../lib/errors';
import type { FileStore } from '../../../lib/file-store/file-store';
import type { Logger } from '../../../lib/logger';
import type { UploadRules } from '../../settings/settings.service';
import type { MessageEvents } from '../message.events';
import type { MessagingRepository } from '../messaging.repository';
import {
  checkMaySend,
  deleteFilesLater,
  messageNotFound,
  partiesOf,
  requireMessage,
  type Viewer,
} from '../messaging-access';
import { toAttachment, toMessage } from '../messaging-dto';
import { checkUpload, cleanFileName, FileTooLargeError, type UploadedFile } from '../upload-checks';
import type { UploadSlots } from '../upload-slots';

export interface SendAttachmentDeps {
  repo: MessagingRepository;
  files: FileStore;
  /** The admin's upload rules, read once per upload with the messaging flag (403 when off). */
  uploadRules: () => Promise<UploadRules>;
  emit: Emit<MessageEvents>;
  log: Logger;
  /** Each person's uploads running at once on this node. */
  uploadSlots: UploadSlots;
}

const tooMany = () =>
  new AppError('CONFLICT', MESSAGING_MESSAGES.tooManyAttachments(MESSAGE_MAX_ATTACHMENTS));

/** The part, read with the size limit: above it FileTooLargeError, turned into the spec's 413. */
async function readWithin(
  readFile: (limitBytes: number) => Promise<UploadedFile | null>,
  rules: UploadRules,
): Promise<UploadedFile> {
  let file: UploadedFile | null;
  try {
    file = await readFile(rules.maxFileSize);
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        MESSAGING_MESSAGES.fileTooLarge(cleanFileName(error.fileName), rules.maxFileSizeMB),
      );
    }
    throw error;
  }
  if (!file) {
    throw new AppError('VALIDATION_FAILED', MESSAGING_MESSAGES.fileRequired, {
      details: [{ path: 'file', message: MESSAGING_MESSAGES.fileRequired }],
    });
  }
  return file;
}

/** Checks the spooled file, stores it and records it on the message; a file not recorded is deleted. */
async function keepFile(
  { repo, files, emit, log }: SendAttachmentDeps,
  { message, conversation }: Awaited<ReturnType<typeof requireMessage>>,
  file: UploadedFile,
  rules: UploadRules,
): Promise<Attachment> {
  const fileName = cleanFileName(file.fileName);
  const { contentType } = await checkUpload({ ...file, fileName }, rules);

  const storageKey = crypto.randomUUID();
  await files.put(storageKey, fs.createReadStream(file.spooled.path), {
    contentType,
    contentLength: file.spooled.size,
  });
  let inserted: Awaited<ReturnType<MessagingRepository['insertAttachment']>>;
  try {
    inserted = await repo.transaction(async (tx) => {
      const added = await repo.insertAttachment(
        {
          messageId: message.id,
          storageKey,
          originalFileName: fileName,
          contentType,
          fileSize: file.spooled.size,
        },
        MESSAGE_MAX_ATTACHMENTS,
        tx,
      );
      if (!added.ok) return added;
      const withFiles = toMessage(message, await repo.listAttachmentsIn(message.id, tx));
      await emit(tx, {
        type: 'message.files-changed',
        data: { message: withFiles, parties: partiesOf(conversation) },
      });
      return added;
    });
  } catch (error) {
    deleteFilesLater(files, log, [storageKey]);
    throw error;
  }
  if (!inserted.ok) {
    deleteFilesLater(files, log, [storageKey]);
    if (inserted.conflict === 'message-gone') throw messageNotFound();
    throw tooMany();
  }
  return toAttachment(inserted.value);
}

/**
 * One file onto the sender's own file message (POST messages/{id}/attachments). Everything that
 * needs no bytes is checked first; then the part is read with the size limit (nothing stored above
 * it); then the content is checked, stored under a random key and recorded with its
 * `message.files-changed`. If recording fails or rolls back, the stored file is deleted.
 */
export function sendAttachment(deps: SendAttachmentDeps) {
  const { repo, uploadRules, uploadSlots } = deps;
  return async (
    viewer: Viewer,
    messageId: string,
    readFile: (limitBytes: number) => Promise<UploadedFile | null>,
  ): Promise<Attachment> => {
    const rules = await uploadRules();
    const { message, conversation } = await requireMessage(repo, viewer, messageId);
    if (message.senderId !== viewer.id)
      throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.onlySenderAttaches);
    checkMaySend(viewer, conversation);
    if (message.messageType !== 'file') {
      throw new AppError('VALIDATION_FAILED', MESSAGING_MESSAGES.attachmentsOnlyOnFileMessages);
    }
    if ((await repo.countAttachments(message.id)) >= MESSAGE_MAX_ATTACHMENTS) throw tooMany();
    const release = uploadSlots.take(viewer.id);
    try {
      const file = await readWithin(readFile, rules);
      try {
        return await keepFile(deps, { message, conversation }, file, rules);
      } finally {
        await file.spooled.discard();
      }
    } finally {
      release();
    }
  };
}
