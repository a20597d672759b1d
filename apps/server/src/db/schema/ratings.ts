import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { userRole, users } from './users';

/**
 * A rating given on a ticket (spec §3 "Ticket rating"): the customer rates the consultant once the
 * ticket is closed (decision 012).
 */
export const ticketRatings = pgTable(
  'ticket_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    ratedByUserId: uuid('rated_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratedUserId: uuid('rated_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratingForRole: userRole('rating_for_role').notNull(),
    communicationProfessionalism: smallint('communication_professionalism').notNull(),
    resolutionQuality: smallint('resolution_quality').notNull(),
    responseTime: smallint('response_time').notNull(),
    comments: text('comments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ticket_ratings_order_rater_unique').on(table.orderId, table.ratedByUserId),
    index('ticket_ratings_rated_user_idx').on(table.ratedUserId, table.ratingForRole),
    check(
      'ticket_ratings_scores_1_to_5',
      sql`${table.communicationProfessionalism} BETWEEN 1 AND 5 AND ${table.resolutionQuality} BETWEEN 1 AND 5 AND ${table.responseTime} BETWEEN 1 AND 5`,
    ),
    check('ticket_ratings_comments_length', sql`char_length(${table.comments}) <= 100`),
  ],
);

/**
 * Each consultant's ratings as consultant, summed: how many, and the points of their three scores
 * together. Kept by a trigger on ticket_ratings (migration 0005), so every writer keeps it true;
 * the directory ranks consultants from it instead of aggregating their ratings on every read.
 */
export const consultantRatingTotals = pgTable(
  'consultant_rating_totals',
  {
    consultantId: uuid('consultant_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ratings: integer('ratings').notNull().default(0),
    /** The sum of communication + resolution + response over those ratings (3 to 15 each). */
    points: integer('points').notNull().default(0),
  },
  (table) => [
    check('consultant_rating_totals_not_negative', sql`${table.ratings} >= 0 AND ${table.points} >= 0`),
  ],
);
