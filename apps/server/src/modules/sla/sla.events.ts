import type { Priority, SlaSettings } from '@basisdesk/shared';

/** Which of a ticket's two clocks. */
export type SlaTargetName = 'firstResponse' | 'resolution';

/** A clock that reached its warning (75 % of the target counted) or its target, told once. */
export interface SlaDue {
  ticketId: string;
  consultantId: string;
  priority: Priority;
  target: SlaTargetName;
  kind: 'warning' | 'breach';
  dueAt: Date;
}

/**
 * What the SLA module tells the app (decision 031): an admin's change to the policies (the audit
 * log listens), and what the warning scan found (the mails listen), each in its transaction.
 */
export interface SlaEvents {
  'sla-settings.changed': { before: SlaSettings; after: SlaSettings };
  'sla.due': { due: SlaDue[] };
}
