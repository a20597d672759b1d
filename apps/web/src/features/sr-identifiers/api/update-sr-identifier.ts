import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import type {
  SrIdentifier,
  UpdateSrIdentifierBody,
} from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { srIdentifierKeys } from './sr-identifier-keys';

/** PUT ServiceRequestIdentifiers/{id}: identifier, task and isActive. */
export const updateSrIdentifier = ({ id, ...body }: UpdateSrIdentifierBody & { id: string }) =>
  api.put<SrIdentifier>(`/ServiceRequestIdentifiers/${encodeURIComponent(id)}`, body, {
    fallbackError: SR_IDENTIFIER_MESSAGES.updateFailed,
  });

export function useUpdateSrIdentifier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSrIdentifier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: srIdentifierKeys.all }),
  });
}
