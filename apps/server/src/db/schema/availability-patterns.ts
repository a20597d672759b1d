import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A consultant's weekly availability: one block per row (e.g. Monday 09:00–13:00), in the zone the
 * consultant published it in. Slots are made from it for the next 7 days as days pass
 * (`availability_filled_days` says which days are done), skipping overlaps and exception days.
 */
export const availabilityPatterns = pgTable(
  'availability_patterns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint('weekday').notNull(),
    /** Minutes after local midnight, on the 30-minute grid; the block ends at most 8 hours later. */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    /** IANA zone the block's wall-clock times are read in (daylight saving included). */
    timeZone: text('time_zone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('availability_patterns_consultant_idx').on(table.consultantId, table.weekday),
    check('availability_patterns_weekday_range', sql`${table.weekday} BETWEEN 1 AND 7`),
    check(
      'availability_patterns_block',
      sql`${table.startMinute} >= 0 AND ${table.endMinute} <= 1440 AND ${table.endMinute} > ${table.startMinute}
        AND ${table.endMinute} - ${table.startMinute} <= 480
        AND ${table.startMinute} % 30 = 0 AND ${table.endMinute} % 30 = 0`,
    ),
  ],
);

/** Days (in the pattern's zone) the consultant marked as off: the weekly pattern makes no slots on them. */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.consultantId, table.day] })],
);

/**
 * Days whose slots the weekly pattern has already made. A day is filled once, so a slot the
 * consultant deleted does not come back; changing the pattern clears the future days and fills
 * them again.
 */
export const availabilityFilledDays = pgTable(
  'availability_filled_days',
  {
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    filledAt: timestamp('filled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.consultantId, table.day] })],
);
