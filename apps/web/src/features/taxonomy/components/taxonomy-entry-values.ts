import {
  supportCategoryBodySchema,
  supportSubOptionBodySchema,
  supportTypeBodySchema,
} from '@basisdesk/shared/taxonomy/taxonomy.schema';
import type { TaxonomyBodyOf, TaxonomyEntry, TaxonomyKind } from '../taxonomy-kinds';

/** Everything the dialog can hold; each kind sends only its own fields. */
export type TaxonomyEntryValues = {
  name: string;
  shortCode: string;
  description: string;
  supportTypeId: string;
  requiresSrIdentifier: boolean;
};

export type TaxonomyEntryField = keyof TaxonomyEntryValues;
export type TaxonomyEntryErrors = Partial<Record<TaxonomyEntryField, string>>;

/** The order fields appear in, so focus goes to the first one that needs attention. */
export const TAXONOMY_ENTRY_FIELDS: TaxonomyEntryField[] = [
  'supportTypeId',
  'name',
  'shortCode',
  'description',
  'requiresSrIdentifier',
];

export function initialEntryValues(
  entry: TaxonomyEntry | null | undefined,
  defaultSupportTypeId = '',
): TaxonomyEntryValues {
  return {
    name: entry?.name ?? '',
    shortCode: entry?.shortCode ?? '',
    description: entry?.description ?? '',
    supportTypeId: entry && 'supportTypeId' in entry ? entry.supportTypeId : defaultSupportTypeId,
    requiresSrIdentifier: entry && 'requiresSrIdentifier' in entry ? entry.requiresSrIdentifier : false,
  };
}

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/** The first problem of each field: the one to fix first. */
export function toEntryErrors(issues: ReadonlyArray<Issue>): TaxonomyEntryErrors {
  const errors: TaxonomyEntryErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as TaxonomyEntryField;
    if (TAXONOMY_ENTRY_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

type ParsedEntry =
  | { input: TaxonomyBodyOf; errors?: undefined }
  | { input?: undefined; errors: TaxonomyEntryErrors };

/** Checks the form with the same schemas the server applies, so most mistakes never leave the page. */
export function parseEntryValues(kind: TaxonomyKind, values: TaxonomyEntryValues): ParsedEntry {
  const { name, shortCode, description, supportTypeId, requiresSrIdentifier } = values;
  if (kind === 'type') {
    const parsed = supportTypeBodySchema.safeParse({ name, shortCode, description });
    return parsed.success
      ? { input: { kind, body: parsed.data } }
      : { errors: toEntryErrors(parsed.error.issues) };
  }
  if (kind === 'category') {
    const parsed = supportCategoryBodySchema.safeParse({ name, shortCode, description, supportTypeId });
    return parsed.success
      ? { input: { kind, body: parsed.data } }
      : { errors: toEntryErrors(parsed.error.issues) };
  }
  const parsed = supportSubOptionBodySchema.safeParse({
    name,
    shortCode,
    description,
    supportTypeId,
    requiresSrIdentifier,
  });
  return parsed.success
    ? { input: { kind, body: parsed.data } }
    : { errors: toEntryErrors(parsed.error.issues) };
}
