import { z } from 'zod';
import { PRIORITIES } from '../tickets/ticket-priorities';
import { SLA_CLOCKS } from './sla-policy';

/** What moved a ticket's clocks, as its history shows it (decision 057). */
export const SLA_EVENT_TYPES = [
  'started',
  'responded',
  'paused',
  'resumed',
  'stopped',
  'reopened',
  'priorityChanged',
] as const;

export const SLA_EVENT_LABELS: Record<(typeof SLA_EVENT_TYPES)[number], string> = {
  started: 'Clocks started (booked)',
  responded: 'First response',
  paused: 'Paused: waiting on the customer',
  resumed: 'Resumed',
  stopped: 'Stopped: work finished',
  reopened: 'Resolution clock resumed: re-opened',
  priorityChanged: 'Priority changed: clocks restarted',
};

const slaTargetStateSchema = z.object({
  state: z.enum(['running', 'paused', 'stopped']),
  targetMinutes: z.number().int(),
  clock: z.enum(SLA_CLOCKS),
  elapsedMinutes: z.number().describe('Counted so far: working time for business hours, pauses left out'),
  dueAt: z.string().nullable().describe('While running: when the target is reached if nothing pauses it'),
  breachedAt: z.string().nullable(),
  stoppedAt: z.string().nullable(),
});
export type SlaTargetView = z.infer<typeof slaTargetStateSchema>;

/** GET SupportRequests/{id}/sla: the two clocks as they stand, and every event that moved them. */
export const ticketSlaSchema = z.object({
  priority: z.enum(PRIORITIES),
  firstResponse: slaTargetStateSchema,
  resolution: slaTargetStateSchema,
  /** The business hours the clocks count in: their zone, for reading the due times. */
  timeZone: z.string().nullable().describe('Null when both targets run around the clock'),
  events: z.array(
    z.object({
      type: z.enum(SLA_EVENT_TYPES),
      at: z.string(),
      priority: z.enum(PRIORITIES).nullable(),
    }),
  ),
  computedAt: z.string(),
});
export type TicketSla = z.infer<typeof ticketSlaSchema>;
