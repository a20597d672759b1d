import { toast } from '@/lib/toast';
import { errorMessage } from './api-client';

/**
 * The spec's failure toast ('Failed to delete support type') with the server's reason beneath it,
 * e.g. 'This support type is used by 3 consultant skill(s) and cannot be deleted'.
 */
export function showFailureToast(title: string, error: unknown) {
  const reason = errorMessage(error, title);
  toast.error(title, { description: reason === title ? undefined : reason });
}
