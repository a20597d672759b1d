/** A domain restriction as the audit log keeps it (decision 039). */
export interface DomainRestrictionSnapshot {
  domain: string;
  reason: string | null;
  isActive: boolean;
}

/**
 * What the domain-restrictions module tells the app (decision 031), inside the transaction of an
 * admin's change: what the restriction was and became (null where it did not exist).
 */
export interface DomainRestrictionEvents {
  'domain-restriction.changed': {
    change: 'added' | 'updated' | 'removed';
    id: string;
    before: DomainRestrictionSnapshot | null;
    after: DomainRestrictionSnapshot | null;
  };
}
