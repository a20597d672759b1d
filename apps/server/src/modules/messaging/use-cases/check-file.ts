import { FILE_CHECK_HEAD_BYTES, MESSAGING_MESSAGES } from '@basisdesk/shared';
import { AppError } from '../../../lib/errors';
import type { UploadRules } from '../../settings/settings.service';
import type { Viewer } from '../messaging-access';
import { checkUpload, cleanFileName, FileTooLargeError, type UploadedFile } from '../upload-checks';
import type { UploadSlots } from '../upload-slots';

export interface CheckFileDeps {
  /** The admin's upload rules, read with the messaging flag (403 when off). */
  uploadRules: () => Promise<UploadRules>;
  /** A check spools like an upload, and counts among the person's uploads at once. */
  uploadSlots: UploadSlots;
}

/**
 * POST file-checks: whether a file would be taken, from its first bytes and its whole size,
 * before a message with files is sent (decision 054). The same rules and words as an upload
 * (extension, declared type, the bytes' type, size); nothing is kept. A message is then sent with
 * its files whole, or not at all: the composer sends nothing while a file is refused.
 */
export function checkFile({ uploadRules, uploadSlots }: CheckFileDeps) {
  return async (
    viewer: Viewer,
    readHead: (limitBytes: number) => Promise<UploadedFile | null>,
    fileSize: number,
  ): Promise<void> => {
    const rules = await uploadRules();
    let head: UploadedFile | null;
    const release = uploadSlots.take(viewer.id);
    try {
      head = await readHead(FILE_CHECK_HEAD_BYTES);
    } catch (error) {
      if (error instanceof FileTooLargeError) {
        const message = MESSAGING_MESSAGES.fileCheckTooLong(FILE_CHECK_HEAD_BYTES);
        throw new AppError('VALIDATION_FAILED', message, { details: [{ path: 'file', message }] });
      }
      throw error;
    } finally {
      release();
    }
    if (!head) {
      throw new AppError('VALIDATION_FAILED', MESSAGING_MESSAGES.fileRequired, {
        details: [{ path: 'file', message: MESSAGING_MESSAGES.fileRequired }],
      });
    }
    try {
      // The whole file's size with the head's bytes: a head can be no longer than its file.
      const size = Math.max(fileSize, head.spooled.size);
      await checkUpload(
        { ...head, fileName: cleanFileName(head.fileName), spooled: { ...head.spooled, size } },
        rules,
      );
    } finally {
      await head.spooled.discard();
    }
  };
}
