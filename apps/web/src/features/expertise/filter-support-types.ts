import type { SupportType } from '@basisdesk/shared/taxonomy/taxonomy.schema';

/** Spec §2: the search box matches a support type's name or description, ignoring case. */
export function filterSupportTypes(types: readonly SupportType[], search: string): SupportType[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...types];
  return types.filter(
    (type) =>
      type.name.toLocaleLowerCase().includes(needle) || type.description.toLocaleLowerCase().includes(needle),
  );
}
