/** An SR identifier as the audit log keeps it (decision 039). */
export interface SrIdentifierSnapshot {
  identifier: string;
  task: string;
  isActive: boolean;
}

/**
 * What the SR identifiers module tells the app (decision 031), inside the transaction of an
 * admin's change: the entry as it was and became (null where it did not exist).
 */
export interface SrIdentifierEvents {
  'sr-identifier.changed': {
    change: 'created' | 'updated' | 'deleted';
    id: string;
    before: SrIdentifierSnapshot | null;
    after: SrIdentifierSnapshot | null;
  };
}
