import {
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_MAX_CERTIFICATIONS,
  PROFILE_MAX_LANGUAGES,
  PROFILE_YEARS_MAX,
  PROFILE_YEARS_MIN,
} from '@basisdesk/shared';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const limit = (value: number) => sql.raw(String(value));

/**
 * What a consultant writes about themself for customers (decision 050): one row per consultant,
 * absent until they first save. Erasure deletes it; the account's row going takes it along.
 * The CHECKs hold the shared limits, so no path around the API stores more than the form allows.
 */
export const consultantProfiles = pgTable(
  'consultant_profiles',
  {
    consultantId: uuid('consultant_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline'),
    bio: text('bio'),
    yearsOfExperience: integer('years_of_experience'),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'consultant_profiles_headline_length',
      sql`char_length(${table.headline}) <= ${limit(PROFILE_HEADLINE_MAX_LENGTH)}`,
    ),
    check(
      'consultant_profiles_bio_length',
      sql`char_length(${table.bio}) <= ${limit(PROFILE_BIO_MAX_LENGTH)}`,
    ),
    check(
      'consultant_profiles_years_range',
      sql`${table.yearsOfExperience} BETWEEN ${limit(PROFILE_YEARS_MIN)} AND ${limit(PROFILE_YEARS_MAX)}`,
    ),
    check(
      'consultant_profiles_list_sizes',
      sql`cardinality(${table.certifications}) <= ${limit(PROFILE_MAX_CERTIFICATIONS)} AND cardinality(${table.languages}) <= ${limit(PROFILE_MAX_LANGUAGES)}`,
    ),
  ],
);
