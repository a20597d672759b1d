import type { SlaSettings } from '@basisdesk/shared';

/** What the SLA module tells the app (decision 031), in the transaction of an admin's change: the audit log listens. */
export interface SlaEvents {
  'sla-settings.changed': { before: SlaSettings; after: SlaSettings };
}
