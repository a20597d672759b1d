import type { SrCheckStatus } from '@basisdesk/shared/sr-identifiers/sr-check-statuses';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSrLookup } from './api/lookup-sr-identifier';
import { hasSrIdentifierLength } from './wizard-state';

export type SrCheck =
  | { kind: 'empty' }
  | { kind: 'short' }
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'checked'; status: SrCheckStatus; task: string | null };

/**
 * Spec §5 "SR identifier check": the identifier as typed, checked on the server once it has at
 * least 3 characters and typing has paused. A result counts only for the text it was asked about.
 */
export function useSrCheck(srIdentifier: string, isRequired: boolean): SrCheck {
  const typed = srIdentifier.trim();
  const settled = useDebouncedValue(typed);
  const lookup = useSrLookup(settled, isRequired && hasSrIdentifierLength(settled));
  if (typed === '') return { kind: 'empty' };
  if (!hasSrIdentifierLength(typed)) return { kind: 'short' };
  if (settled !== typed || lookup.isPending) return { kind: 'checking' };
  if (lookup.error) return { kind: 'failed', message: lookup.error.message };
  return { kind: 'checked', status: lookup.data.status, task: lookup.data.task };
}

/** An identifier the server will refuse: the step cannot go on with it. */
export const isSrCheckRejected = (check: SrCheck) =>
  check.kind === 'checked' && (check.status === 'Inactive' || check.status === 'NotFound');
