// POST /api/SupportRequests: a customer raises a request and books a slot (the wizard's submit).
// Every request books a different free slot: consultants with a week of slots around the clock,
// handed out one per request by nextBody() to the bare server and the real one alike, so neither
// side ever books a taken slot.

import crypto from 'node:crypto';
import { TWIN_MAILS_DUE_AT } from '../outbox.mjs';
import {
  createSignedInCustomer,
  groupSlots,
  inTransaction,
  pickTaxonomy,
  STATEMENTS,
  selectRows,
  toTicket,
} from './ticket-statements.mjs';

const CONSULTANTS = 120;
/** Per consultant: a week of back-to-back 30-minute slots (7 × 48 = 336; 40,320 in all). */
const SLOT_DAYS = 7;
/**
 * Customers booking in turn: each may hold 24 hours ahead on unpaid tickets (MaxUnpaidBookedHours,
 * decision 036), 48 one-slot bookings, so a run's thousands of bookings need this many.
 */
const CUSTOMERS = 120;
const customerEmail = (n) => `bench-create-customer-${n}@example.com`;
const PATH = '/api/SupportRequests';
const PRIORITY = 'Medium';
const PRIORITY_DIGIT = '1';
const MAX_SEQUENCE = 99_999;
/** run.mjs --notifications=off runs the server with NOTIFICATIONS_ENABLED=false: then no outbox rows here either. */
const NOTIFICATIONS = process.env.BENCH_NOTIFICATIONS !== 'off';
/** The server's APP_URL is http://localhost:PORT in the bench: its Message-IDs end @localhost. */
const MAIL_DOMAIN = 'localhost';

/** The claims of the request's token (the server verifies it first): its person and sign-in session. */
function claimsOf(headers) {
  const token = String(headers.authorization ?? '').replace(/^Bearer /, '');
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** Consultants with a rate and a general skill of the type, and their free slots, in SQL. */
async function seed(db, typeId) {
  await db.query(
    `insert into users (email, first_name, last_name, role, status, email_verified_at, hourly_rate_paise)
     select 'bench-create-consultant-' || n || '@example.com', 'Consultant', 'No' || n, 'Consultant', 'Active', now(),
            150000 + (n % 10) * 10000
     from generate_series(0, $1::int - 1) n`,
    [CONSULTANTS],
  );
  await db.query(
    `insert into consultant_skills (consultant_id, support_type_id)
     select id, $1 from users where email like 'bench-create-consultant-%'`,
    [typeId],
  );
  // From the next full hour plus one: a slot must not have started when it is booked.
  await db.query(
    `insert into availability_slots (consultant_id, slot_start, slot_end)
     select u.id, s.start, s.start + interval '30 minutes'
     from users u
     cross join generate_series(date_trunc('hour', now()) + interval '2 hours',
                                date_trunc('hour', now()) + interval '2 hours' + $1::int * interval '1 day' - interval '30 minutes',
                                interval '30 minutes') as s(start)
     where u.email like 'bench-create-consultant-%'`,
    [SLOT_DAYS],
  );
  // Handed out time-first, so consecutive requests book different consultants.
  const { rows } = await db.query(
    `select s.id, s.consultant_id from availability_slots s join users u on u.id = s.consultant_id
     where u.email like 'bench-create-consultant-%' and s.ticket_id is null order by s.slot_start, s.consultant_id`,
  );
  return rows;
}

const codePart = (shortCode) => (shortCode ?? '').slice(0, 2).toUpperCase().padEnd(2, '0');
const twoDigits = (value) => String(value).padStart(2, '0');

/** ticket-numbers.ts ticketNumberPrefix(): the number without its sequence. */
function ticketNumberPrefix({ type, category, subOption, at }) {
  return [
    codePart(type),
    codePart(category),
    codePart(subOption),
    PRIORITY_DIGIT,
    twoDigits(at.getUTCMonth() + 1),
    twoDigits(at.getUTCFullYear() % 100),
  ].join('');
}

/**
 * session-notices.ts bookingDrafts() for one slot: the customer's confirmation and the consultant's
 * notice (the reminders come later, from the periodic scan), as the rows notifications.repository.ts
 * enqueue() inserts (one statement, dropped on a dedupe key seen before), due when the server's
 * delivery never reaches them (outbox.mjs).
 */
function bookingNotifications({ ticketId, customerId, consultantId, slot }) {
  const start = slot[2].toISOString();
  const end = slot[3].toISOString();
  const sessions = [{ calendarUid: slot[0], sequence: 0, start, end }];
  const rows = [
    ['booking.confirmed', 'bookings', customerId, { sessions }],
    ['booking.received', 'bookings', consultantId, { sessions }],
  ];
  const values = [];
  const tuples = rows.map(([event, category, recipientId, payload]) => {
    const at = (value) => `$${values.push(value)}`;
    const dedupeKey = `${event}:${ticketId}:${recipientId}`;
    return `(default, ${at(recipientId)}, ${at(event)}, ${at(category)}, ${at(dedupeKey)}, ${at(ticketId)}, ${at(JSON.stringify(payload))}, default, default, ${at(TWIN_MAILS_DUE_AT)}, default, default, default, ${at(`<${crypto.randomUUID()}@${MAIL_DOMAIN}>`)}, default, default)`;
  });
  return {
    text:
      'insert into "notifications" ("id", "recipient_id", "event", "category", "dedupe_key", "ticket_id", "payload", ' +
      '"status", "attempts", "run_at", "locked_until", "last_error", "subject", "message_id", "sent_at", "created_at") ' +
      `values ${tuples.join(', ')} on conflict ("dedupe_key") do nothing`,
    values,
  };
}

/**
 * tickets.service.ts createTicket() for one slot: the booking checks, the transaction, the read
 * back. A failed check is thrown: the bare server answers 500 and the run is refused.
 */
async function createTicket(pool, body, headers) {
  // The server's auth guard reads the signed-in person with the token's session on every request:
  // so does the baseline, and names the customer from that row as the server does.
  const { sub, sid } = claimsOf(headers);
  const [principal] = await selectRows(pool, STATEMENTS.principal, [sid, sub, 1]);
  if (!principal) throw new Error('no signed-in customer');
  const customer = { id: sub, name: `${principal[2]} ${principal[3]}` };
  const now = new Date();
  // The unpaid-hours cap in force (decision 036), read with the booking's checks.
  const [cap] = await selectRows(pool, STATEMENTS.settingByKey, ['MaxUnpaidBookedHours', 1]);
  const limitHours = Number(cap?.[1] ?? 24);
  const [type] = await selectRows(pool, STATEMENTS.findType, [body.supportTypeId]);
  const [category] = await selectRows(pool, STATEMENTS.findCategory, [body.supportCategoryId]);
  const [subOption] = await selectRows(pool, STATEMENTS.findSubOption, [body.supportSubOptionId]);
  if (!type || !category || !subOption) throw new Error('unknown taxonomy');
  const [consultant] = await selectRows(pool, STATEMENTS.findUser, [body.consultantId, 1]);
  if (consultant?.[4] !== 'Consultant' || consultant[8] === null) throw new Error('not bookable');
  const skills = await selectRows(pool, STATEMENTS.skillsOf, [body.consultantId]);
  if (!skills.some((skill) => skill[2] === type[0] && (skill[4] === null || skill[4] === category[0]))) {
    throw new Error('consultant lacks the skill');
  }
  const slotIds = body.timeSlotIds;
  const slots = await selectRows(pool, STATEMENTS.slotsById(slotIds.length), slotIds);
  if (slots.length !== slotIds.length || slots.some((slot) => slot[4] !== null || slot[2] <= now)) {
    throw new Error('slot not bookable');
  }

  const ticketId = crypto.randomUUID();
  const at = now.toISOString();
  await inTransaction(pool, async (client) => {
    // The customer's bookings take turns; the hours ahead on unpaid tickets are counted under the lock.
    await client.query({ text: STATEMENTS.lockCustomerBookings, values: [2, customer.id] });
    const [held] = await selectRows(client, STATEMENTS.unpaidBookedSlots, [customer.id, 'Paid', at]);
    if ((Number(held[0]) + slotIds.length) * 30 > limitHours * 60) throw new Error('unpaid-hours cap');
    const free = await selectRows(client, STATEMENTS.lockFreeSlots(slotIds.length), [
      ...slotIds,
      body.consultantId,
      at,
    ]);
    if (free.length !== slotIds.length) throw new Error('already booked');
    if (NOTIFICATIONS) {
      await client.query(
        bookingNotifications({
          ticketId,
          customerId: customer.id,
          consultantId: body.consultantId,
          slot: slots[0],
        }),
      );
    }
    const assigned = await client.query({
      text: STATEMENTS.assignSlots(slotIds.length),
      values: [ticketId, ...slotIds],
    });
    if (assigned.rowCount !== slotIds.length) throw new Error('already booked');
    await client.query({
      text: STATEMENTS.insertHistory,
      values: [ticketId, null, 'New', customer.id, customer.name, null, at],
    });
    // Numbered and inserted last, in one statement, as the server does.
    const period = `${now.getUTCFullYear()}-${twoDigits(now.getUTCMonth() + 1)}`;
    const prefix = ticketNumberPrefix({
      type: type[3],
      category: category[4],
      subOption: subOption[4],
      at: now,
    });
    const numbered = await client.query({
      text: STATEMENTS.insertNumberedTicket,
      values: [
        period,
        MAX_SEQUENCE,
        ticketId,
        prefix,
        customer.id,
        body.consultantId,
        type[0],
        category[0],
        subOption[0],
        null,
        body.priority,
        body.description,
        consultant[8],
        slotIds.length * 30,
        at,
        at,
        body.title,
      ],
    });
    if (numbered.rowCount !== 1) throw new Error('month full');
  });

  const [row] = await selectRows(pool, STATEMENTS.findVisibleToCustomer, [ticketId, customer.id, 1]);
  const booked = groupSlots(await selectRows(pool, STATEMENTS.slotsOfTickets, [[ticketId]]), new Date());
  return toTicket(row, booked.get(ticketId) ?? []);
}

export default {
  name: 'ticket-create',
  route: 'POST /api/SupportRequests',
  method: 'POST',
  // Every write is held to 80 % of its bare twin and 50 ms at p99 (decision 045).
  targets: { ratio: 0.8, p99Ms: 50 },

  async prepare(context) {
    const { db } = context;
    const customers = [];
    for (let n = 0; n < CUSTOMERS; n++) {
      customers.push(
        await createSignedInCustomer(context, {
          email: customerEmail(n),
          firstName: 'Bench',
          lastName: `Booker ${n}`,
        }),
      );
    }
    let turn = 0;
    /** The next customer's sign-in, in turn: each stays under the unpaid-hours cap. */
    const nextHeaders = () => customers[turn++ % customers.length].headers;
    const taxonomy = await pickTaxonomy(db, 'ticket-create');
    const slots = await seed(db, taxonomy.type_id);
    await db.query('analyze');

    let next = 0;
    let warned = false;
    /** A fresh slot per call; when none is left, a body the API refuses, so the run says so. */
    const nextBody = () => {
      const slot = slots[next++];
      if (!slot && !warned) {
        warned = true;
        console.log(`  ticket-create: all ${slots.length} slots are booked; raise CONSULTANTS or SLOT_DAYS`);
      }
      return JSON.stringify({
        supportTypeId: taxonomy.type_id,
        supportCategoryId: taxonomy.category_id,
        supportSubOptionId: taxonomy.sub_option_id,
        title: 'Nightly transport import fails',
        description: 'The nightly transport import fails with RC 8; please analyse the logs.',
        priority: PRIORITY,
        consultantId: slot?.consultant_id ?? taxonomy.type_id,
        timeSlotIds: slot ? [slot.id] : [],
      });
    };
    return { path: PATH, headers: {}, nextBody, nextHeaders };
  },

  sameAnswer: (server, bare) =>
    server.status === 'New' &&
    bare.status === 'New' &&
    server.orderNumber.length === 16 &&
    server.orderNumber.slice(0, 11) === bare.orderNumber.slice(0, 11) &&
    server.slots.length === 1 &&
    bare.slots.length === 1 &&
    JSON.stringify(Object.keys(server).sort()) === JSON.stringify(Object.keys(bare).sort()),

  async answer(url, pool, body, headers) {
    if (url !== PATH || !body) return null;
    return createTicket(pool, body, headers);
  },
};
