import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { MESSAGING_BASE } from './messaging-keys';

/**
 * GET attachments/{id}/download, with the bearer token (a plain link cannot send it): the file as a
 * Blob, for an image preview's object URL or a download.
 */
export const fetchAttachment = (attachmentId: string, signal?: AbortSignal) =>
  api.getFile(`${MESSAGING_BASE}/attachments/${encodeURIComponent(attachmentId)}/download`, {
    signal,
    fallbackError: 'Failed to download attachment',
  });

export async function downloadAttachment({
  attachmentId,
  fileName,
}: {
  attachmentId: string;
  fileName: string;
}) {
  saveFile(await fetchAttachment(attachmentId), fileName);
}

export const useDownloadAttachment = () => useMutation({ mutationFn: downloadAttachment });
