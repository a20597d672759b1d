import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { userRole, users } from './users';

/**
 * A rating given on a ticket (spec §3 "Ticket rating"). The consultant directory ranks by these;
 * the ratings API comes with payments and ratings.
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
