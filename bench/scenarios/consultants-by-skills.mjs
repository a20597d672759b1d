// GET /api/SupportTaxonomy/consultants-by-skills: the wizard's step 3, the customer choosing whom to
// book. 200 consultants with skills across the reference taxonomy and up to 20 ratings each.

import crypto from 'node:crypto';

const CONSULTANTS = 200;
const PREFIX = '/api/SupportTaxonomy/consultants-by-skills?';

// The statements Drizzle builds in apps/server/src/modules/consultants/consultants.repository.ts
// (listDirectory with a type and a category, then listSkills). Keep them in step.
const DIRECTORY_BY_SKILL =
  'select "users"."id", "users"."first_name", "users"."last_name", "users"."status", "users"."hourly_rate_paise", ' +
  '"users"."time_zone", ' +
  'coalesce(round("consultant_rating_totals"."points" / (3.0 * nullif("consultant_rating_totals"."ratings", 0)), 2), 0) ' +
  'as "average_rating", coalesce("consultant_rating_totals"."ratings", 0) as "total_ratings" from "users" ' +
  'left join "consultant_rating_totals" on "consultant_rating_totals"."consultant_id" = "users"."id" ' +
  'where ("users"."role" = $1 and "users"."status" = $2 and "users"."email_verified_at" is not null and exists ' +
  '((select 1 from "consultant_skills" where ("consultant_skills"."consultant_id" = "users"."id" and ' +
  '"consultant_skills"."support_type_id" = $3 and ("consultant_skills"."support_category_id" is null or ' +
  '"consultant_skills"."support_category_id" = $4))))) order by "average_rating" desc, "total_ratings" desc, ' +
  '"users"."last_name" asc, "users"."first_name" asc, "users"."id" asc';

const SKILLS_OF_CONSULTANTS =
  'select "consultant_skills"."id", "consultant_skills"."consultant_id", "consultant_skills"."support_type_id", ' +
  '"support_types"."name", "consultant_skills"."support_category_id", "skill_category"."name", ' +
  '"consultant_skills"."support_sub_option_id", "skill_sub_option"."name", "consultant_skills"."created_at" ' +
  'from "consultant_skills" inner join "support_types" on "support_types"."id" = "consultant_skills"."support_type_id" ' +
  'left join "support_categories" "skill_category" on "skill_category"."id" = "consultant_skills"."support_category_id" ' +
  'left join "support_sub_options" "skill_sub_option" on "skill_sub_option"."id" = "consultant_skills"."support_sub_option_id" ' +
  'where "consultant_skills"."consultant_id" = any($1) ' +
  'order by "support_types"."name" asc, "skill_category"."name" asc nulls first, "skill_sub_option"."name" asc nulls first';

/** The auth guard's lookup of the signed-in person, on every request (see user-by-id.mjs). */
const PRINCIPAL_BY_ID =
  'select "id", "email", "first_name", "last_name", "role", "status", "email_verified_at", ' +
  '"token_version", "hourly_rate_paise", "time_zone", "created_at", "updated_at" from "users" ' +
  'where "users"."id" = $1 limit $2';

/** Consultants with skills (a third general, the rest two categories) and ratings, straight in SQL. */
async function seed(db) {
  const { rows: types } = await db.query('select id from support_types order by name');
  const { rows: categories } = await db.query('select id, support_type_id from support_categories');
  const { rows: customers } = await db.query("select id from users where role = 'Admin' limit 1");
  const rater = customers[0].id;
  for (let n = 0; n < CONSULTANTS; n++) {
    const id = crypto.randomUUID();
    await db.query(
      `insert into users (id, email, first_name, last_name, role, status, email_verified_at, hourly_rate_paise)
       values ($1, $2, $3, $4, 'Consultant', 'Active', now(), $5)`,
      [id, `bench-consultant-${n}@example.com`, `First${n}`, `Last${n}`, 150_000 + (n % 20) * 10_000],
    );
    const type = types[n % types.length].id;
    const own = categories.filter((category) => category.support_type_id === type);
    if (n % 3 === 0) {
      await db.query('insert into consultant_skills (consultant_id, support_type_id) values ($1, $2)', [
        id,
        type,
      ]);
    } else {
      for (const category of [own[n % own.length], own[(n + 1) % own.length]]) {
        await db.query(
          'insert into consultant_skills (consultant_id, support_type_id, support_category_id) values ($1, $2, $3) on conflict do nothing',
          [id, type, category.id],
        );
      }
    }
    for (let r = 0; r < n % 21; r++) {
      await db.query(
        `insert into ticket_ratings (order_id, rated_by_user_id, rated_user_id, rating_for_role,
           communication_professionalism, resolution_quality, response_time)
         values ($1, $2, $3, 'Consultant', $4, $5, $6)`,
        [crypto.randomUUID(), rater, id, 1 + ((n + r) % 5), 1 + ((n * r) % 5), 1 + (r % 5)],
      );
    }
  }
  return {
    type: types[0].id,
    category: categories.find((category) => category.support_type_id === types[0].id).id,
  };
}

export default {
  name: 'consultants-by-skills',
  route: 'GET /api/SupportTaxonomy/consultants-by-skills',
  targets: { ratio: 0.5, p99Ms: 50 },

  async prepare({ session, db }) {
    const { type, category } = await seed(db);
    // A live database has planner statistics (autovacuum gathers them); a freshly filled one has
    // none until analysed, and without them PostgreSQL rates all 200 consultants before it filters.
    await db.query('analyze');
    return {
      // `as` names the signed-in person for the baseline (the server ignores unknown parameters).
      path: `${PREFIX}supportTypeId=${type}&supportCategoryId=${category}&as=${session.id}`,
      headers: session.headers,
    };
  },

  sameAnswer: (server, bare) =>
    server.length > 0 &&
    server.length === bare.length &&
    server.every(
      (consultant, i) => consultant.id === bare[i].id && consultant.skills.length === bare[i].skills.length,
    ),

  async answer(url, pool) {
    if (!url.startsWith(PREFIX)) return null;
    const query = new URLSearchParams(url.slice(PREFIX.length));
    // The server's auth guard reads the signed-in person on every request: so does the baseline.
    await pool.query({ name: 'users_principal_by_id', text: PRINCIPAL_BY_ID, values: [query.get('as'), 1] });
    const { rows } = await pool.query({
      name: 'consultants_by_type_and_category',
      text: DIRECTORY_BY_SKILL,
      values: ['Consultant', 'Active', query.get('supportTypeId'), query.get('supportCategoryId')],
      rowMode: 'array',
    });
    const ids = rows.map((row) => row[0]);
    const skills = ids.length
      ? (
          await pool.query({
            name: 'skills_of_consultants',
            text: SKILLS_OF_CONSULTANTS,
            values: [ids],
            rowMode: 'array',
          })
        ).rows
      : [];
    const byConsultant = new Map();
    for (const [
      skillId,
      consultantId,
      supportTypeId,
      supportTypeName,
      supportCategoryId,
      supportCategoryName,
      supportSubOptionId,
      supportSubOptionName,
      createdAt,
    ] of skills) {
      const list = byConsultant.get(consultantId) ?? [];
      list.push({
        id: skillId,
        consultantId,
        supportTypeId,
        supportTypeName,
        supportCategoryId,
        supportCategoryName,
        supportSubOptionId,
        supportSubOptionName,
        createdAt,
      });
      byConsultant.set(consultantId, list);
    }
    return rows.map(([id, firstName, lastName, status, ratePaise, timeZone, average, total]) => ({
      id,
      firstName,
      lastName,
      role: 'Consultant',
      status,
      hourlyRate: ratePaise === null ? null : ratePaise / 100,
      timeZone,
      averageRating: Number(average),
      totalRatings: Number(total),
      skills: byConsultant.get(id) ?? [],
    }));
  },
};
