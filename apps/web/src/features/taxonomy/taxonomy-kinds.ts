import { SHORT_CODE_HINTS, taxonomyToasts } from '@basisdesk/shared/taxonomy/taxonomy.messages';
import type {
  SupportCategory,
  SupportCategoryBody,
  SupportSubOption,
  SupportSubOptionBody,
  SupportType,
  SupportTypeBody,
} from '@basisdesk/shared/taxonomy/taxonomy.schema';
import type { TaxonomyEntity } from '@basisdesk/shared/taxonomy/taxonomy-usage';

/** The three levels of the support taxonomy an admin edits. */
export type TaxonomyKind = 'type' | 'category' | 'subOption';

/** Each kind's payload and answer: a call for a category must carry a category's body. */
export type TaxonomyBodies = {
  type: SupportTypeBody;
  category: SupportCategoryBody;
  subOption: SupportSubOptionBody;
};
export type TaxonomyEntries = { type: SupportType; category: SupportCategory; subOption: SupportSubOption };
export type TaxonomyEntry = TaxonomyEntries[TaxonomyKind];
export type TaxonomyBodyOf = { [K in TaxonomyKind]: { kind: K; body: TaxonomyBodies[K] } }[TaxonomyKind];

type TaxonomyKindInfo = {
  /** The segment after SupportTaxonomy/admin/ in the spec's calls. */
  adminPath: string;
  /** The noun of the spec's toasts ('Support type created successfully'). */
  entity: TaxonomyEntity;
  /** How dialogs and buttons name one entry. */
  label: string;
  shortCodeHint: string;
  toasts: ReturnType<typeof taxonomyToasts>;
};

/** What differs between the kinds; everything else (forms, tables, dialogs) is shared. */
export const TAXONOMY_KINDS: Record<TaxonomyKind, TaxonomyKindInfo> = {
  type: {
    adminPath: 'types',
    entity: 'support type',
    label: 'Support Type',
    shortCodeHint: SHORT_CODE_HINTS.type,
    toasts: taxonomyToasts('support type'),
  },
  category: {
    adminPath: 'categories',
    entity: 'support category',
    label: 'Category',
    shortCodeHint: SHORT_CODE_HINTS.category,
    toasts: taxonomyToasts('support category'),
  },
  subOption: {
    adminPath: 'suboptions',
    entity: 'support sub-option',
    label: 'Sub-option',
    shortCodeHint: SHORT_CODE_HINTS.subOption,
    toasts: taxonomyToasts('support sub-option'),
  },
};
