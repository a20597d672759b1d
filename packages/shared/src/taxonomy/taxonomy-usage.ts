/** What still refers to a taxonomy entry; each kind of reference counts separately. */
export interface TaxonomyUsage {
  tickets: number;
  skills: number;
}

const USAGE_LABELS: Record<keyof TaxonomyUsage, string> = {
  tickets: 'ticket(s)',
  skills: 'consultant skill(s)',
};

/** "3 consultant skill(s)", joined with "and" when more kinds of reference exist. */
export function describeTaxonomyUsage(usage: TaxonomyUsage): string {
  return (Object.keys(USAGE_LABELS) as Array<keyof TaxonomyUsage>)
    .filter((kind) => usage[kind] > 0)
    .map((kind) => `${usage[kind]} ${USAGE_LABELS[kind]}`)
    .join(' and ');
}

export const isTaxonomyEntryUsed = (usage: TaxonomyUsage) => Object.values(usage).some((count) => count > 0);

export type TaxonomyEntity = 'support type' | 'support category' | 'support sub-option';
