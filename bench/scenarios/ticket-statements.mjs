// The statements the tickets module runs, as Drizzle builds them (captured with a Drizzle logger
// from apps/server/src/modules/tickets/tickets.repository.ts and the taxonomy, users and
// consultants repositories it calls), and the row → JSON mapping of ticket-dto.ts. Shared by the
// tickets-page and ticket-create scenarios, whose bare side must do the server's work and no
// less. Keep them in step: a different query would make the comparison meaningless.

import { signIn } from '../processes.mjs';
import { SEED_EMAIL, SEED_PASSWORD } from '../seed-sql.mjs';
import { displayedStatus, seesPayments, TICKET_STATUS_LABELS } from '../shared-vocabulary.mjs';

const inList = (count, from = 1) => Array.from({ length: count }, (_, i) => `$${i + from}`).join(', ');

const TICKET_COLUMNS =
  '"tickets"."id", "tickets"."order_number", "tickets"."customer_id", "tickets"."consultant_id", ' +
  '"tickets"."support_type_id", "tickets"."support_category_id", "tickets"."support_sub_option_id", ' +
  '"tickets"."sr_identifier", "tickets"."priority", "tickets"."title", "tickets"."description", ' +
  '"tickets"."status", ' +
  '"tickets"."payment_status", "tickets"."hourly_rate_paise", "tickets"."booked_minutes", "tickets"."hours_worked", ' +
  '"tickets"."amount_paise", "tickets"."created_at", "tickets"."updated_at", "support_types"."name", ' +
  '"support_categories"."name", "support_sub_options"."name", "ticket_customer"."first_name", ' +
  '"ticket_customer"."last_name", "ticket_customer"."time_zone", "ticket_consultant"."first_name", ' +
  '"ticket_consultant"."last_name", "ticket_consultant"."time_zone"';

/** The number of TICKET_COLUMNS: a plain page's row has its total, then its slots, after them. */
export const TICKET_COLUMN_COUNT = 28;

/** repository selectTickets(): a ticket with its taxonomy names and both people. */
const SELECT_TICKETS =
  `select ${TICKET_COLUMNS} from "tickets" ` +
  'inner join "support_types" on "support_types"."id" = "tickets"."support_type_id" ' +
  'inner join "support_categories" on "support_categories"."id" = "tickets"."support_category_id" ' +
  'left join "support_sub_options" on "support_sub_options"."id" = "tickets"."support_sub_option_id" ' +
  'inner join "users" "ticket_customer" on "ticket_customer"."id" = "tickets"."customer_id" ' +
  'inner join "users" "ticket_consultant" on "ticket_consultant"."id" = "tickets"."consultant_id"';

/** ticket-totals.ts: a person's tickets from their counter rows (values: side, owner). */
const COUNTED =
  'select coalesce(sum("tickets"), 0) from "ticket_counts" where ("ticket_counts"."side" = $1 and "ticket_counts"."owner_id" = $2)';

const SLOT_COLUMNS =
  'select "id", "consultant_id", "slot_start", "slot_end", "ticket_id" from "availability_slots"';

export const STATEMENTS = {
  /**
   * listPage() for one's own list (side 'customer', recent/user) or one's assignments (side
   * 'consultant', recent/consultant) without filters: one named prepared statement, the page with
   * its total (the person's counter rows) and each ticket's booked slots as JSON. Values: side,
   * person (the counters), person (the page), limit, offset.
   */
  plainPage: (side) => ({
    name: `tickets_page_by_${side}`,
    text:
      `select ${TICKET_COLUMNS}, ((${COUNTED})), (select coalesce(json_agg(json_build_array(` +
      '"availability_slots"."id", "availability_slots"."slot_start", "availability_slots"."slot_end") ' +
      'order by "availability_slots"."slot_start", "availability_slots"."id"), \'[]\') from "availability_slots" ' +
      'where "availability_slots"."ticket_id" = "tickets"."id") from (select "id" ' +
      `from "tickets" where "tickets"."${side}_id" = $3 order by "tickets"."created_at" desc nulls last, ` +
      '"tickets"."id" desc nulls last limit $4 offset $5) "page" inner join "tickets" on "tickets"."id" = "page"."id" ' +
      'inner join "support_types" on "support_types"."id" = "tickets"."support_type_id" ' +
      'inner join "support_categories" on "support_categories"."id" = "tickets"."support_category_id" ' +
      'left join "support_sub_options" on "support_sub_options"."id" = "tickets"."support_sub_option_id" ' +
      'inner join "users" "ticket_customer" on "ticket_customer"."id" = "tickets"."customer_id" ' +
      'inner join "users" "ticket_consultant" on "ticket_consultant"."id" = "tickets"."consultant_id" ' +
      'order by "tickets"."created_at" desc nulls last, "tickets"."id" desc nulls last',
  }),
  /** The plain page's total, for a page past the end only: the person's counter rows (side, person). */
  plainCount: (side) => ({
    name: `tickets_count_by_${side}`,
    text: COUNTED,
  }),
  /** listPage()'s tickets of a filtered page, by their ids (ticketsByIds, prepared). */
  ticketsByIds: {
    name: 'tickets_by_ids',
    text: `${SELECT_TICKETS} where "tickets"."id" = any($1) order by "tickets"."created_at" desc nulls last, "tickets"."id" desc nulls last`,
  },
  /** listSlotsOfTickets(), prepared. */
  slotsOfTickets: {
    name: 'tickets_booked_slots',
    text:
      `${SLOT_COLUMNS} where "availability_slots"."ticket_id" = any($1) ` +
      'order by "availability_slots"."slot_start" asc, "availability_slots"."id" asc',
  },
  /** findVisible() for a customer. */
  findVisibleToCustomer: {
    name: 'ticket_by_id_for_customer',
    text: `${SELECT_TICKETS} where ("tickets"."id" = $1 and "tickets"."customer_id" = $2) limit $3`,
  },
  /** findVisible() for a consultant. */
  findVisibleToConsultant: {
    name: 'ticket_by_id_for_consultant',
    text: `${SELECT_TICKETS} where ("tickets"."id" = $1 and "tickets"."consultant_id" = $2) limit $3`,
  },

  // The booking checks (booking-checks.ts), in the order they run.
  findType:
    'select "id", "name", "description", "short_code", "created_at", "updated_at" from "support_types" where "support_types"."id" = $1',
  findCategory:
    'select "support_categories"."id", "support_categories"."support_type_id", "support_categories"."name", ' +
    '"support_categories"."description", "support_categories"."short_code", "support_categories"."created_at", ' +
    '"support_categories"."updated_at", "support_types"."name" from "support_categories" inner join "support_types" ' +
    'on "support_types"."id" = "support_categories"."support_type_id" where "support_categories"."id" = $1 ' +
    'order by "support_types"."name" asc, "support_categories"."name" asc',
  findSubOption:
    'select "support_sub_options"."id", "support_sub_options"."support_type_id", "support_sub_options"."name", ' +
    '"support_sub_options"."description", "support_sub_options"."short_code", "support_sub_options"."requires_sr_identifier", ' +
    '"support_sub_options"."created_at", "support_sub_options"."updated_at", "support_types"."name" from "support_sub_options" ' +
    'inner join "support_types" on "support_types"."id" = "support_sub_options"."support_type_id" ' +
    'where "support_sub_options"."id" = $1 order by "support_types"."name" asc, "support_sub_options"."name" asc',
  /**
   * The auth guard's lookup of the signed-in person with their sign-in session, on every request
   * (decision 032; see user-by-id.mjs): values [sessionId, userId, 1], through selectPrincipal().
   */
  principal: {
    name: 'users_principal_by_session',
    text:
      'select "users"."id", "users"."email", "users"."first_name", "users"."last_name", "users"."role", ' +
      '"users"."status", "users"."email_verified_at", "users"."token_version", "users"."hourly_rate_paise", ' +
      '"users"."time_zone", "users"."erased_at", "users"."created_at", "users"."updated_at", ' +
      '"sign_in_sessions"."last_seen_at", ' +
      '"sign_in_sessions"."expires_at" from "sign_in_sessions" inner join "users" on "users"."id" = ' +
      '"sign_in_sessions"."user_id" where ("sign_in_sessions"."id" = $1 and "sign_in_sessions"."user_id" = $2 ' +
      'and "sign_in_sessions"."ended_at" is null) limit $3',
  },
  /**
   * The admin routes' second check (plugins/auth.ts requireAdmin): whether the admin has a second
   * factor. An admin who has one, as the bench's does, costs this read and no setting's.
   */
  secondFactorEnabled: {
    name: 'users_second_factor_enabled',
    text: 'select "totp_enabled_at" from "users" where "users"."id" = $1 limit $2',
  },
  /** settings.getMaxUnpaidBookedHours(): the setting by key (prepared, as the messaging flag). */
  settingByKey: {
    name: 'system_setting_by_key',
    text:
      'select "system_settings"."key", "system_settings"."value", "system_settings"."updated_at", ' +
      `nullif(trim("users"."first_name" || ' ' || "users"."last_name"), '') from "system_settings" ` +
      'left join "users" on "users"."id" = "system_settings"."updated_by" where "system_settings"."key" = $1 limit $2',
  },
  /** db/schedule-lock.ts lockCustomerBookings(): the customer's bookings, one at a time. */
  lockCustomerBookings: 'select pg_advisory_xact_lock($1, hashtext($2))',
  /** tickets/unpaid-booked-time.ts: the customer's slots still ahead on tickets not paid. */
  unpaidBookedSlots:
    'select count(*) from "availability_slots" inner join "tickets" on "tickets"."id" = ' +
    '"availability_slots"."ticket_id" where ("tickets"."customer_id" = $1 and "tickets"."payment_status" <> $2 ' +
    'and "availability_slots"."slot_start" > $3)',
  /** users.getConsultant(): a person by id, every column but the password's (prepared). */
  findUser: {
    name: 'users_principal_by_id',
    text:
      'select "id", "email", "first_name", "last_name", "role", "status", "email_verified_at", "token_version", ' +
      '"hourly_rate_paise", "time_zone", "created_at", "updated_at" from "users" where "users"."id" = $1 limit $2',
  },
  /** consultants.hasSkillFor() reads the consultant's skills. */
  skillsOf:
    'select "consultant_skills"."id", "consultant_skills"."consultant_id", "consultant_skills"."support_type_id", ' +
    '"support_types"."name", "consultant_skills"."support_category_id", "skill_category"."name", ' +
    '"consultant_skills"."support_sub_option_id", "skill_sub_option"."name", "consultant_skills"."created_at" ' +
    'from "consultant_skills" inner join "support_types" on "support_types"."id" = "consultant_skills"."support_type_id" ' +
    'left join "support_categories" "skill_category" on "skill_category"."id" = "consultant_skills"."support_category_id" ' +
    'left join "support_sub_options" "skill_sub_option" on "skill_sub_option"."id" = "consultant_skills"."support_sub_option_id" ' +
    'where "consultant_skills"."consultant_id" in ($1) ' +
    'order by "support_types"."name" asc, "skill_category"."name" asc nulls first, "skill_sub_option"."name" asc nulls first',
  slotsById: (count) => `${SLOT_COLUMNS} where "availability_slots"."id" in (${inList(count)})`,

  // The booking transaction (tickets.service.ts book()).
  lockFreeSlots: (count) =>
    `select "id", "slot_start", "slot_end" from "availability_slots" where ("availability_slots"."id" in (${inList(count)}) ` +
    `and "availability_slots"."consultant_id" = $${count + 1} and "availability_slots"."ticket_id" is null ` +
    `and "availability_slots"."slot_start" > $${count + 2}) order by "availability_slots"."id" asc for update`,
  /** insertNumberedTicket(): the month's number and the ticket in one statement, the last one. */
  insertNumberedTicket:
    '\n        with next as (\n          insert into "ticket_number_counters" (period, last_value) values ($1, 1)\n' +
    '          on conflict (period) do update set last_value = "ticket_number_counters".last_value + 1\n' +
    '            where "ticket_number_counters".last_value < $2\n          returning last_value\n        )\n' +
    '        insert into "tickets" (id, order_number, customer_id, consultant_id, support_type_id,\n' +
    '          support_category_id, support_sub_option_id, sr_identifier, priority, description,\n' +
    '          hourly_rate_paise, booked_minutes, created_at, updated_at, title)\n' +
    "        select $3::uuid, $4 || lpad(next.last_value::text, 5, '0'),\n" +
    '          $5::uuid, $6::uuid, $7::uuid,\n          $8::uuid, $9::uuid,\n' +
    '          $10::text, $11::ticket_priority, $12::text,\n          $13::integer, $14::integer,\n' +
    '          $15::timestamptz, $16::timestamptz, $17::text\n        from next\n        returning order_number',
  assignSlots: (count) =>
    `update "availability_slots" set "ticket_id" = $1 where ("availability_slots"."id" in (${inList(count, 2)}) ` +
    'and "availability_slots"."ticket_id" is null) returning "id"',
  insertHistory:
    'insert into "ticket_status_history" ("id", "ticket_id", "from_status", "to_status", "changed_by_user_id", ' +
    '"changed_by_name", "comment", "event", "hours_worked", "changed_at") values (default, $1, $2, $3, $4, $5, $6, ' +
    'default, default, $7) returning "id"',
};

/** A statement's rows as arrays; a `{ name, text }` statement is prepared once per connection, as Drizzle's are. */
export async function selectRows(client, statement, values) {
  const named = typeof statement === 'string' ? { text: statement } : statement;
  return (await client.query({ ...named, values, rowMode: 'array' })).rows;
}

/** Each signed-in person's sign-in session, looked up once: the server reads it from the token. */
const sessionIds = new Map();

/**
 * The auth guard's read for `userId`, as the server makes it: the person joined to the sign-in
 * session their token names (the bench signs each person in before the run; the newest session).
 */
export async function selectPrincipal(pool, userId) {
  let sessionId = sessionIds.get(userId);
  if (!sessionId) {
    sessionId = pool
      .query(
        'select id from sign_in_sessions where user_id = $1 and ended_at is null order by created_at desc limit 1',
        [userId],
      )
      .then(({ rows }) => {
        if (!rows[0]) throw new Error(`no sign-in session for ${userId}`);
        return rows[0].id;
      });
    sessionIds.set(userId, sessionId);
  }
  return selectRows(pool, STATEMENTS.principal, [await sessionId, userId, 1]);
}

/**
 * Runs `work` on one client of the pool in a transaction, as the server's repositories do: committed
 * when it returns, rolled back when it throws.
 */
export async function inTransaction(pool, work) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** A type with a category and a sub-option that needs no SR identifier (the reference taxonomy). */
export async function pickTaxonomy(db, scenario) {
  const { rows } = await db.query(
    `select t.id as type_id, c.id as category_id, s.id as sub_option_id
     from support_types t
     join support_categories c on c.support_type_id = t.id
     join support_sub_options s on s.support_type_id = t.id and not s.requires_sr_identifier
     order by t.short_code, c.short_code, s.short_code limit 1`,
  );
  if (!rows[0]) throw new Error(`${scenario}: the reference taxonomy is missing`);
  return rows[0];
}

export const toSlotOfTicket = ([id, consultantId, slotStart, slotEnd, ticketId], now) => ({
  id,
  consultantId,
  slotStartTime: slotStart.toISOString(),
  slotEndTime: slotEnd.toISOString(),
  isBooked: ticketId !== null,
  status: ticketId !== null ? 'Booked' : slotEnd.getTime() <= now.getTime() ? 'Expired' : 'Available',
});

/** Booked slots grouped by their ticket, in the order they came (time order). */
export function groupSlots(rows, now) {
  const byTicket = new Map();
  for (const row of rows) {
    const list = byTicket.get(row[4]) ?? [];
    list.push(toSlotOfTicket(row, now));
    byTicket.set(row[4], list);
  }
  return byTicket;
}

/**
 * ticket-dto.ts toTicket(): a SELECT_TICKETS row and its slots as the API's ticket, as the viewer
 * sees it (a consultant: no payment status, Paid read as Closed).
 */
export function toTicket(row, slots, viewerRole = 'Customer') {
  const [
    id,
    orderNumber,
    customerId,
    consultantId,
    supportTypeId,
    supportCategoryId,
    supportSubOptionId,
    srIdentifier,
    priority,
    title,
    description,
    status,
    paymentStatus,
    hourlyRatePaise,
    bookedMinutes,
    hoursWorked,
    amountPaise,
    createdAt,
    updatedAt,
    supportTypeName,
    supportCategoryName,
    supportSubOptionName,
    customerFirstName,
    customerLastName,
    customerTimeZone,
    consultantFirstName,
    consultantLastName,
    consultantTimeZone,
  ] = row;
  const customerName = `${customerFirstName} ${customerLastName}`;
  const shownStatus = displayedStatus(status, viewerRole);
  const totalPaise = amountPaise ?? Math.round((hourlyRatePaise * bookedMinutes) / 60);
  return {
    id,
    orderId: id,
    orderNumber,
    srIdentifier,
    status: shownStatus,
    statusString: TICKET_STATUS_LABELS[shownStatus],
    priority,
    supportTypeId,
    supportTypeName,
    supportCategoryId,
    supportCategoryName,
    supportSubOptionId,
    supportSubOptionName,
    title,
    description,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    createdByUserId: customerId,
    createdByName: customerName,
    customerId,
    customerName,
    customerTimeZone,
    consultantId,
    consultantName: `${consultantFirstName} ${consultantLastName}`,
    consultantTimeZone,
    consultantHourlyRate: hourlyRatePaise / 100,
    paymentStatus: seesPayments(viewerRole) ? paymentStatus : undefined,
    hoursWorked: hoursWorked === null ? null : Number(hoursWorked),
    calculatedAmount: amountPaise === null ? null : amountPaise / 100,
    totalAmount: totalPaise / 100,
    slots,
  };
}

/** A customer the bench admin creates through POST /api/Users, signed in like a person. */
export async function createSignedInCustomer({ session, serverBase }, { email, firstName, lastName }) {
  const password = `bench-${crypto.randomUUID()}`;
  const created = await fetch(`${serverBase}/api/Users`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName, lastName, role: 'Customer' }),
  });
  if (created.status !== 201)
    throw new Error(`creating ${email} answered ${created.status}: ${await created.text()}`);
  return signIn(serverBase, email, password);
}

/**
 * A person of the big seed (bench/seed-sql.mjs), signed in with the seed's password: `role`
 * 'customer' or 'consultant', `n` from 0 (customer 0 and consultant 0 have booked slots).
 */
export async function signInSeeded({ serverBase }, role, n = 0) {
  const email = SEED_EMAIL[role](n);
  return signIn(serverBase, email, SEED_PASSWORD);
}

/** The bare side knows the customer by e-mail address; it looks them up once and keeps them. */
export function customerByEmail(email) {
  let found;
  return (pool) => {
    found ??= pool
      .query('select id, first_name, last_name from users where email = $1', [email])
      .then(({ rows }) => {
        if (!rows[0]) throw new Error(`no user ${email}`);
        return { id: rows[0].id, name: `${rows[0].first_name} ${rows[0].last_name}` };
      });
    return found;
  };
}
