import { PRIORITIES, SLA_EVENT_TYPES, type SlaSettings } from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tickets } from './tickets';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One row: the SLA policies per priority, whose business hours count and the platform calendar
 * (decision 057), checked by the shared schema before it is written. No row: the defaults.
 */
export const slaSettings = pgTable(
  'sla_settings',
  {
    id: smallint('id').primaryKey().default(1),
    settings: jsonb('settings').$type<SlaSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('sla_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * What moved a ticket's SLA clocks, in order: appended in the transaction of the booking, the
 * status change or the message that moved them, never changed. The clock is computed from these.
 */
export const ticketSlaEvents = pgTable(
  'ticket_sla_events',
  {
    /** Written order: events of one instant (a first response and a pause) keep theirs. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // DEFERRABLE INITIALLY DEFERRED in the migration: a booking's start is written before its ticket.
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The priority a start or a priority change set. */
    priority: text('priority'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ticket_sla_events_ticket_idx').on(table.ticketId, table.at),
    check('ticket_sla_events_type', sql`${table.type} IN (${inList(SLA_EVENT_TYPES)})`),
    check(
      'ticket_sla_events_priority',
      sql`${table.priority} IS NULL OR ${table.priority} IN (${inList(PRIORITIES)})`,
    ),
  ],
);

/**
 * Each ticket's clocks as last computed, for what must not compute them per row: lists sorted or
 * filtered by what is due, and the scan that warns before a breach. Rewritten with every event.
 * `*_due_at` is null unless that clock is running.
 */
export const ticketSla = pgTable(
  'ticket_sla',
  {
    // DEFERRABLE INITIALLY DEFERRED in the migration, as for the events.
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    priority: text('priority').notNull(),
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }),
    firstResponseWarnAt: timestamp('first_response_warn_at', { withTimezone: true }),
    firstResponseBreachedAt: timestamp('first_response_breached_at', { withTimezone: true }),
    firstResponseStoppedAt: timestamp('first_response_stopped_at', { withTimezone: true }),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }),
    resolutionWarnAt: timestamp('resolution_warn_at', { withTimezone: true }),
    resolutionBreachedAt: timestamp('resolution_breached_at', { withTimezone: true }),
    resolutionStoppedAt: timestamp('resolution_stopped_at', { withTimezone: true }),
    /**
     * When the scan told of each target's warning and breach (sla-warnings.job.ts): each is told
     * once; a priority change, which restarts the clocks, clears them.
     */
    firstResponseWarningToldAt: timestamp('first_response_warning_told_at', { withTimezone: true }),
    firstResponseBreachToldAt: timestamp('first_response_breach_told_at', { withTimezone: true }),
    resolutionWarningToldAt: timestamp('resolution_warning_told_at', { withTimezone: true }),
    resolutionBreachToldAt: timestamp('resolution_breach_told_at', { withTimezone: true }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ticket_sla_first_response_due_idx')
      .on(table.firstResponseDueAt)
      .where(sql`${table.firstResponseDueAt} IS NOT NULL`),
    index('ticket_sla_resolution_due_idx')
      .on(table.resolutionDueAt)
      .where(sql`${table.resolutionDueAt} IS NOT NULL`),
    // What the scan looks for: a warning or a breach not yet told, found by when it is due.
    index('ticket_sla_first_response_untold_idx')
      .on(table.firstResponseWarnAt)
      .where(sql`${table.firstResponseDueAt} IS NOT NULL AND ${table.firstResponseBreachToldAt} IS NULL`),
    index('ticket_sla_resolution_untold_idx')
      .on(table.resolutionWarnAt)
      .where(sql`${table.resolutionDueAt} IS NOT NULL AND ${table.resolutionBreachToldAt} IS NULL`),
  ],
);
