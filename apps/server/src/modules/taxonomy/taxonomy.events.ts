import type { TaxonomyEntity } from '@basisdesk/shared';

/**
 * What the taxonomy module tells the app (decision 031), inside the transaction of an admin's
 * change to a support type, category or sub-option: the entry as it was and became (null where it
 * did not exist), for the audit log (decision 039).
 */
export interface TaxonomyEvents {
  'taxonomy.changed': {
    change: 'created' | 'updated' | 'deleted';
    entity: TaxonomyEntity;
    id: string;
    name: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  };
}
