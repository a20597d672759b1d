import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import type {
  CreateSrIdentifierBody,
  SrIdentifier,
} from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { srIdentifierKeys } from './sr-identifier-keys';

/** POST ServiceRequestIdentifiers (201); 409 when the identifier exists in any letter case. */
export const createSrIdentifier = (body: CreateSrIdentifierBody) =>
  api.post<SrIdentifier>('/ServiceRequestIdentifiers', body, {
    fallbackError: SR_IDENTIFIER_MESSAGES.createFailed,
  });

export function useCreateSrIdentifier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSrIdentifier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: srIdentifierKeys.all }),
  });
}
