import {
  supportCategoryBodySchema,
  supportSubOptionBodySchema,
  supportTypeBodySchema,
} from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { TaxonomyBodies, TaxonomyEntry, TaxonomyKind } from '../taxonomy-kinds';

/** What the dialog holds; a category adds its support type, a sub-option also its SR requirement. */
export type TaxonomyEntryValues = {
  name: string;
  shortCode: string;
  description: string;
  supportTypeId?: string;
  requiresSrIdentifier?: boolean;
};

type TaxonomyEntryResolver = Resolver<TaxonomyEntryValues, unknown, TaxonomyBodies[TaxonomyKind]>;

/**
 * The schema the server applies to each kind. Its payloads are strict, so the dialog holds only the
 * kind's own fields (see initialEntryValues).
 */
export const TAXONOMY_ENTRY_RESOLVERS: Record<TaxonomyKind, TaxonomyEntryResolver> = {
  type: zodResolver(supportTypeBodySchema) as TaxonomyEntryResolver,
  category: zodResolver(supportCategoryBodySchema) as TaxonomyEntryResolver,
  subOption: zodResolver(supportSubOptionBodySchema) as TaxonomyEntryResolver,
};

/** The kind's fields, from the entry being edited or empty (a new entry under the list's support type). */
export function initialEntryValues(
  kind: TaxonomyKind,
  entry: TaxonomyEntry | null | undefined,
  defaultSupportTypeId = '',
): TaxonomyEntryValues {
  const values = {
    name: entry?.name ?? '',
    shortCode: entry?.shortCode ?? '',
    description: entry?.description ?? '',
  };
  if (kind === 'type') return values;
  const supportTypeId = entry && 'supportTypeId' in entry ? entry.supportTypeId : defaultSupportTypeId;
  if (kind === 'category') return { ...values, supportTypeId };
  const requiresSrIdentifier = entry && 'requiresSrIdentifier' in entry ? entry.requiresSrIdentifier : false;
  return { ...values, supportTypeId, requiresSrIdentifier };
}
