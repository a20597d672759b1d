import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log (decision 039): who did what to what, from where and when, before and after.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE; only the retention function
 * (`delete_expired_audit_events`) removes rows, and only those older than the retention.
 * No foreign key to users: a record outlives the account it names (`actor_email` and
 * `actor_name` are as they were at the time, pseudonymised on erasure).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** From the app's injected clock, UTC. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Null for an anonymous caller (a failed sign-in, a webhook) or the system (a job). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    clientAddress: text('client_address'),
    /** A dotted name from one vocabulary (packages/shared/src/audit): `user.created`, `setting.changed`. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    /** What the target was and became; never a secret (password hashes, TOTP secrets, tokens). */
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_events_occurred_at_idx').on(table.occurredAt, table.id),
    index('audit_events_actor_idx').on(table.actorId, table.occurredAt),
    index('audit_events_action_idx').on(table.action.op('text_pattern_ops'), table.occurredAt),
    index('audit_events_target_idx').on(table.targetType, table.targetId, table.occurredAt),
    index('audit_events_actor_email_idx').on(sql`lower(${table.actorEmail}) text_pattern_ops`),
  ],
);
