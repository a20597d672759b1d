import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { availabilityPatterns } from './availability-patterns';
import { tickets } from './tickets';
import { users } from './users';

/**
 * A bookable 30-minute slot. The migration adds what Drizzle cannot express: an exclusion
 * constraint (btree_gist) that forbids overlapping slots of one consultant, whoever inserts them.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
    /**
     * The ticket that booked it; null while free. Booking claims it with `WHERE ticket_id IS NULL`.
     * The migration makes this foreign key DEFERRABLE INITIALLY DEFERRED (Drizzle cannot say so):
     * the booking claims slots before the ticket row is written, last, with its number.
     */
    ticketId: uuid('ticket_id').references(() => tickets.id),
    /** The weekly pattern block that made it; null for a block the consultant added by hand. */
    patternId: uuid('pattern_id').references(() => availabilityPatterns.id, { onDelete: 'set null' }),
    /**
     * The calendar invite this booked slot belongs to (decision 024): null means its session's own
     * id (its first slot's); a moved session's new slots carry the old session's uid and a raised
     * sequence, so a calendar updates the event it has instead of adding one. Cleared when freed.
     */
    calendarUid: uuid('calendar_uid'),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('availability_slots_end_after_start', sql`${table.slotEnd} > ${table.slotStart}`),
    index('availability_slots_consultant_start_idx').on(table.consultantId, table.slotStart),
    index('availability_slots_ticket_idx').on(table.ticketId),
    // The reminder scan (decision 024) reads booked slots by start: an index range over booked ones only.
    index('availability_slots_booked_start_idx')
      .on(table.slotStart)
      .where(sql`${table.ticketId} IS NOT NULL`),
  ],
);
