import { FILE_CHECK_HEAD_BYTES } from '@basisdesk/shared/messaging/messaging.limits';
import { api } from '@/lib/api-client';
import { MESSAGING_BASE } from './messaging-keys';

/**
 * POST file-checks: the server's verdict on a chosen file (its content, not only its name), from
 * its first 64 KB and its size, before any message is sent. Resolves when the file would be
 * taken; throws the server's refusal in the upload's words otherwise.
 */
export function checkFileOnServer(file: File, signal?: AbortSignal): Promise<void> {
  const formData = new FormData();
  formData.append('file', file.slice(0, FILE_CHECK_HEAD_BYTES, file.type), file.name);
  return api.postForm<void>(`${MESSAGING_BASE}/file-checks?size=${file.size}`, formData, {
    signal,
    fallbackError: `${file.name}: could not be checked`,
  });
}
