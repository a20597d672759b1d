import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { srIdentifierKeys } from './sr-identifier-keys';

/** DELETE ServiceRequestIdentifiers/{id} (204). */
export const deleteSrIdentifier = (id: string) =>
  api.delete<void>(`/ServiceRequestIdentifiers/${encodeURIComponent(id)}`, {
    fallbackError: SR_IDENTIFIER_MESSAGES.deleteFailed,
  });

export function useDeleteSrIdentifier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSrIdentifier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: srIdentifierKeys.all }),
  });
}
