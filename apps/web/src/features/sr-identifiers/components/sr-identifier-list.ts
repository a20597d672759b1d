import type { SrIdentifier } from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';

/** Spec §2: the search matches the identifier or the task, ignoring letter case. */
export function filterSrIdentifiers(identifiers: SrIdentifier[], search: string): SrIdentifier[] {
  const term = search.trim().toLowerCase();
  if (!term) return identifiers;
  return identifiers.filter(
    (item) => item.identifier.toLowerCase().includes(term) || item.task.toLowerCase().includes(term),
  );
}

/** The subtitle's counts, always over the whole list, whatever the search. */
export function countSrIdentifiers(identifiers: SrIdentifier[]) {
  const active = identifiers.filter((item) => item.isActive).length;
  return { total: identifiers.length, active, inactive: identifiers.length - active };
}
