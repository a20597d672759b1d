import type { FileUploadInfo } from '@basisdesk/shared/messaging/messaging.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSAGING_BASE, messagingKeys } from './messaging-keys';

/** GET file-upload-info: the allowed extensions and the size limit the admin set. */
export const getFileUploadInfo = (signal?: AbortSignal) =>
  api.get<FileUploadInfo>(`${MESSAGING_BASE}/file-upload-info`, { signal });

export const fileUploadInfoQuery = () =>
  queryOptions({
    queryKey: messagingKeys.fileUploadInfo(),
    queryFn: ({ signal }) => getFileUploadInfo(signal),
    staleTime: 5 * 60_000,
  });

/** Until it answers, files are accepted (spec §5); the server checks them anyway. */
export const useFileUploadInfo = () => useQuery(fileUploadInfoQuery());
