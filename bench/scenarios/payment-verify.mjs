// POST /api/Payment/verify in sandbox mode (no Razorpay keys): the customer's checkout result for
// a closed ticket, checked and captured. Every request verifies a DIFFERENT open order for the
// first time, so both sides do the whole capture (lock the order, insert the payment, order paid,
// ticket Paid with a history entry, the receipt numbered from receipt_counters); the same order
// twice would measure the cheap "already captured" answer. nextBody() hands out one seeded order
// per request, to the bare server and the real one alike, with a fresh payment id and the
// checkout's signature.

import crypto from 'node:crypto';
import { PAYABLE_STATUSES, paiseToRupees, UNPAID_PAYMENT_STATUSES } from '../shared-vocabulary.mjs';
import {
  createSignedInCustomer,
  customerByEmail,
  inTransaction,
  pickTaxonomy,
  STATEMENTS,
  selectPrincipal,
  selectRows,
} from './ticket-statements.mjs';
import { enqueueMail, listActiveAdmins, recordStatusChange } from './ticket-status-statements.mjs';

const CUSTOMER_EMAIL = 'bench-pay-customer@example.com';
const CONSULTANT_EMAIL = 'bench-pay-consultant@example.com';
const PATH = '/api/Payment/verify';
/**
 * The most either side is expected to verify per second. Measured on the 2-core bench machine:
 * 200-330/s (the bare server and the real one alike, as for ticket-create: a write transaction
 * with a commit each). Each side uses one order per request in the warm-up and the measurement;
 * 2,000/s with MARGIN leaves room for a machine several times faster (about 78,000 orders, seeded
 * in a few seconds). prepare() refuses to run with fewer.
 */
const EXPECTED_MAX_RATE = 2_000;
const MARGIN = 1.5;
const SIDES = 2;
/** The sends that check both sides' answers before the load. */
const CHECK_REQUESTS = 2;
const HOURLY_RATE_PAISE = 180_000;
const HOURS_WORKED = 1.5;
const AMOUNT_PAISE = Math.round(HOURLY_RATE_PAISE * HOURS_WORKED);
/** The shared PAYMENT_CURRENCY. */
const CURRENCY = 'INR';

const signedInCustomer = customerByEmail(CUSTOMER_EMAIL);

// The statements the verify route runs, as Drizzle builds them (captured from the pg driver while
// the built server answered this route once: payments.repository.ts, tickets.repository.ts
// findForPayment/updatePayment/insertHistory and findVisible, the auth guard's principal). Keep in
// step with use-cases/verify-payment.ts, use-cases/apply-capture.ts and
// tickets.service.ts recordPayment(): a different query would make the comparison meaningless.
const ORDER_COLUMNS =
  '"id", "ticket_id", "provider", "provider_order_id", "amount_paise", "currency", "status", ' +
  '"created_by_user_id", "created_at", "updated_at"';
const PAYMENT_COLUMNS =
  '"id", "payment_order_id", "ticket_id", "provider_payment_id", "status", "amount_paise", "currency", ' +
  '"failure_reason", "captured_at", "provider_refund_id", "refund_status", "refund_reason", ' +
  '"refund_requested_by_user_id", "refund_requested_at", "refunded_at", "created_at", "updated_at"';
const PAYMENTS = {
  /** findOrderByProviderId(): ownOrder(), before the transaction. */
  findOrder: `select ${ORDER_COLUMNS} from "payment_orders" where "payment_orders"."provider_order_id" = $1 limit $2`,
  /** lockOrderByProviderId(): the capture's first statement. */
  lockOrder: `select ${ORDER_COLUMNS} from "payment_orders" where "payment_orders"."provider_order_id" = $1 for update`,
  /** findPayment(): a payment id seen before is not applied again. */
  findPayment: `select ${PAYMENT_COLUMNS} from "payments" where "payments"."provider_payment_id" = $1 limit $2`,
  /** findSettledPayment(): another payment settled the ticket already. */
  findSettled:
    `select ${PAYMENT_COLUMNS.replace(/"([a-z_]+)"/g, '"payments"."$1"')}, "receipts"."number" from "payments" ` +
    'left join "receipts" on "receipts"."payment_id" = "payments"."id" ' +
    'where ("payments"."ticket_id" = $1 and "payments"."status" in ($2, $3)) limit $4',
  insertPayment:
    `insert into "payments" (${PAYMENT_COLUMNS}) values (default, $1, $2, $3, $4, $5, $6, default, $7, default, ` +
    `default, default, default, default, default, $8, $9) returning ${PAYMENT_COLUMNS}`,
  markOrderPaid:
    'update "payment_orders" set "status" = $1, "updated_at" = $2 where "payment_orders"."id" = $3',
  /** tickets.repository.ts findForPayment(…, { lock: true }). */
  lockTicket:
    'select "tickets"."id", "tickets"."order_number", "tickets"."customer_id", "tickets"."consultant_id", ' +
    '"tickets"."support_type_id", "tickets"."support_category_id", "tickets"."support_sub_option_id", ' +
    '"tickets"."sr_identifier", "tickets"."priority", "tickets"."description", "tickets"."status", ' +
    '"tickets"."payment_status", "tickets"."hourly_rate_paise", "tickets"."booked_minutes", "tickets"."hours_worked", ' +
    '"tickets"."amount_paise", "tickets"."created_at", "tickets"."updated_at", "users"."first_name", "users"."last_name" ' +
    'from "tickets" inner join "users" on "users"."id" = "tickets"."customer_id" where "tickets"."id" = $1 limit $2 ' +
    'for update of "tickets"',
  /** updatePayment() with the status (the ticket was Closed or Topic Closed). */
  settleTicket:
    'update "tickets" set "status" = $1, "payment_status" = $2, "updated_at" = greatest($3::timestamptz, ' +
    '"tickets"."updated_at" + interval \'1 millisecond\') where "tickets"."id" = $4 returning "updated_at"',
  /** issueReceipt(): the year's counter and the receipt, with the names it keeps, in one statement. */
  issueReceipt: `
        with next as (
          insert into receipt_counters (year, last_value) values ($1, 1)
          on conflict (year) do update set last_value = receipt_counters.last_value + 1
          returning last_value
        )
        insert into "receipts" (ticket_id, payment_id, number, year, sequence, issued_at,
          customer_name, customer_email, consultant_name)
        select $2::uuid, $3::uuid,
          'BD-' || $4::text || '-' || lpad(next.last_value::text, $5::int, '0'),
          $6, next.last_value, $7::timestamptz,
          customer.first_name || ' ' || customer.last_name, customer.email,
          consultant.first_name || ' ' || consultant.last_name
        from next
        join tickets ticket on ticket.id = $8::uuid
        join users customer on customer.id = ticket.customer_id
        join users consultant on consultant.id = ticket.consultant_id
        returning number`,
};
/** payments.repository.ts RECEIPT_SEQUENCE_DIGITS. */
const RECEIPT_SEQUENCE_DIGITS = 6;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** sandbox-provider.ts sandboxId(): a Razorpay-like id, prefix and 14 random characters. */
const sandboxId = (prefix) =>
  `${prefix}_sbx_${Array.from(crypto.randomBytes(14), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;

/** sandbox-provider.ts: the sandbox key secret, derived from the server's JWT secret. */
const sandboxKeySecret = (jwtSecret) =>
  crypto.createHmac('sha256', jwtSecret).update('sandbox-payments-key').digest('hex');

/** payment-signatures.ts signCheckout(): what Razorpay's checkout returns as razorpay_signature. */
const signCheckout = (keySecret, orderId, paymentId) =>
  crypto.createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

/** isCheckoutSignatureValid(): constant time, a different length a mismatch without comparing. */
function isSignatureValid(keySecret, orderId, paymentId, signature) {
  const expected = Buffer.from(signCheckout(keySecret, orderId, paymentId), 'utf8');
  const given = Buffer.from(String(signature), 'utf8');
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/**
 * `count` Closed tickets of the customer with hours worked, each with the open sandbox order
 * create-order would have made (and the reconciliation job it enqueues, due in an hour: never
 * during the run), in SQL. Answers the provider order ids, in the order they are handed out.
 */
async function seed(db, { customerId, taxonomy, count }) {
  const {
    rows: [consultant],
  } = await db.query(
    `insert into users (email, first_name, last_name, role, status, email_verified_at, hourly_rate_paise)
     values ($1, 'Consultant', 'Payee', 'Consultant', 'Active', now(), $2) returning id`,
    [CONSULTANT_EMAIL, HOURLY_RATE_PAISE],
  );
  await db.query(
    `insert into tickets (order_number, customer_id, consultant_id, support_type_id, support_category_id,
       support_sub_option_id, priority, title, description, status, payment_status, hourly_rate_paise,
       booked_minutes, hours_worked, amount_paise, created_at, updated_at)
     select 'BNCHPY1' || lpad(n::text, 9, '0'), $1, $2, $3, $4, $5, 'Medium', 'Nightly transport import fails',
            'The nightly transport import fails with RC 8; please analyse the logs.', 'Closed', 'Pending', $6,
            60, $7, $8, now() - interval '2 days', now() - interval '1 day'
     from generate_series(1, $9::int) n`,
    [
      customerId,
      consultant.id,
      taxonomy.type_id,
      taxonomy.category_id,
      taxonomy.sub_option_id,
      HOURLY_RATE_PAISE,
      HOURS_WORKED,
      AMOUNT_PAISE,
      count,
    ],
  );
  // Provider ids like sandboxId('order'): 14 characters from the ticket's number and randomness.
  await db.query(
    `insert into payment_orders (ticket_id, provider, provider_order_id, amount_paise, currency, status,
       created_by_user_id, created_at, updated_at)
     select id, 'sandbox', 'order_sbx_' || substr(md5(random()::text || id::text), 1, 14), amount_paise, $2,
            'open', $1, now() - interval '1 hour', now() - interval '1 hour'
     from tickets where customer_id = $1`,
    [customerId, CURRENCY],
  );
  await db.query(
    `insert into background_jobs (kind, key, payload, run_at)
     select 'payment.reconcile', o.id::text, jsonb_build_object('openedAt', o.created_at), now() + interval '1 hour'
     from payment_orders o join tickets t on t.id = o.ticket_id where t.customer_id = $1`,
    [customerId],
  );
  const { rows } = await db.query(
    `select o.provider_order_id from payment_orders o join tickets t on t.id = o.ticket_id
     where t.customer_id = $1 and o.status = 'open' order by t.order_number`,
    [customerId],
  );
  return rows.map((row) => row.provider_order_id);
}

/** The positions of findVisibleToCustomer's columns (ticket-statements.mjs TICKET_COLUMNS). */
const TICKET = { id: 0, customerId: 2 };

let keySecretOfBare;

/**
 * use-cases/verify-payment.ts for one checkout result: the own-order check, the signature, the
 * capture transaction; the answer follows from the ticket read first. A refusal is thrown: the bare server
 * answers 500 and the run is refused.
 */
async function verifyPayment(pool, body) {
  keySecretOfBare ??= sandboxKeySecret(process.env.JWT_SECRET ?? '');
  const customer = await signedInCustomer(pool);
  // The server's auth guard reads the signed-in person on every request: so does the baseline.
  const [actor] = await selectPrincipal(pool, customer.id);
  // ownOrder(): our order, on a ticket the caller may see and owns.
  const [order] = await selectRows(pool, PAYMENTS.findOrder, [body.razorpayOrderId, 1]);
  if (!order) throw new Error('order unknown');
  const [ticket] = await selectRows(pool, STATEMENTS.findVisibleToCustomer, [order[1], customer.id, 1]);
  if (!ticket || ticket[TICKET.customerId] !== customer.id) throw new Error('order unknown');
  const providerOrderId = order[3] ?? '';
  if (!isSignatureValid(keySecretOfBare, providerOrderId, body.razorpayPaymentId, body.razorpaySignature)) {
    throw new Error('signature invalid');
  }

  // use-cases/apply-capture.ts with our order's amount (no event id: source verify).
  await inTransaction(pool, async (client) => {
    const [locked] = await selectRows(client, PAYMENTS.lockOrder, [providerOrderId]);
    if (!locked) throw new Error('order unknown');
    const [orderId, ticketId, , , amountPaise, currency] = locked;
    const [existing] = await selectRows(client, PAYMENTS.findPayment, [body.razorpayPaymentId, 1]);
    // Captured before, or a failed attempt to capture now: neither is what the bench sends.
    if (existing) throw new Error('payment seen before');
    if (Number(amountPaise) !== Number(order[4]) || currency !== order[5]) throw new Error('amount mismatch');
    const settled = await selectRows(client, PAYMENTS.findSettled, [ticketId, 'captured', 'refunded', 1]);
    if (settled.length > 0) throw new Error('settled otherwise');
    const now = new Date();
    const at = now.toISOString();
    const [payment] = await selectRows(client, PAYMENTS.insertPayment, [
      orderId,
      ticketId,
      body.razorpayPaymentId,
      'captured',
      amountPaise,
      currency,
      at,
      at,
      at,
    ]);
    await client.query({ text: PAYMENTS.markOrderPaid, values: ['paid', at, orderId] });
    // tickets.service.ts recordPayment(): the ticket locked, Paid, one history entry.
    const [row] = await selectRows(client, PAYMENTS.lockTicket, [ticketId, 1]);
    if (!row) throw new Error('payment for an unknown ticket');
    if (!UNPAID_PAYMENT_STATUSES.includes(row[11])) throw new Error('ticket settled');
    // The bench's tickets are all Closed: a ticket reopened meanwhile would only change its payment status.
    if (!PAYABLE_STATUSES.includes(row[10])) throw new Error('ticket not closed');
    const [[updatedAt]] = await selectRows(client, PAYMENTS.settleTicket, ['Paid', 'Paid', at, ticketId]);
    await client.query({
      text: STATEMENTS.insertHistory,
      values: [
        ticketId,
        row[10],
        'Paid',
        row[2],
        `${row[18]} ${row[19]}`,
        `Payment received (${body.razorpayPaymentId})`,
        updatedAt.toISOString(),
      ],
    });
    // The listeners of ticket.status-changed: the audit record, the customer's receipt mail, the
    // admins who hear of it live; then the receipt.
    await recordStatusChange(client, {
      actor,
      ticketId,
      before: { status: row[10] },
      after: { status: 'Paid', paymentStatus: 'Paid', hoursWorked: Number(row[14]) },
    });
    await enqueueMail(client, {
      event: 'payment.received',
      recipientId: row[2],
      ticketId,
      payload: { amount: paiseToRupees(Number(row[15])), paymentStatus: 'Paid' },
      changeKey: body.razorpayPaymentId,
    });
    await listActiveAdmins(client);
    const year = now.getUTCFullYear();
    const receipt = await client.query({
      text: PAYMENTS.issueReceipt,
      values: [year, ticketId, payment[0], year, RECEIPT_SEQUENCE_DIGITS, year, at, ticketId],
    });
    if (!receipt.rows[0]?.number) throw new Error('receipt numbering returned no row');
  });

  // verify-payment.ts: the answer is the ticket as the capture left it.
  return { orderId: ticket[TICKET.id], status: 'Paid', paymentStatus: 'Paid' };
}

export default {
  name: 'payment-verify',
  route: 'POST /api/Payment/verify',
  method: 'POST',
  status: 200,
  // As ticket-create, the other write: ~15 statements with one transaction and a commit (an fsync)
  // per request, where the framework's fixed cost (routing, JWT, schemas, Drizzle's query
  // building) is a small part of the time, so the server should reach 80 % of the bare rate;
  // and 50 ms at p99 for a payment the customer waits on. Captures of different orders do not
  // wait on each other, except for the year's receipt counter row, locked from the receipt to the
  // commit (gapless numbers): both sides queue there alike.
  targets: { ratio: 0.8, p99Ms: 50 },

  async prepare(context) {
    const { db, jwtSecret, secondsOfLoad } = context;
    if (!jwtSecret) throw new Error('payment-verify: the runner must pass the JWT secret');
    const needed = Math.ceil(EXPECTED_MAX_RATE * secondsOfLoad * SIDES * MARGIN) + CHECK_REQUESTS;
    const customer = await createSignedInCustomer(context, {
      email: CUSTOMER_EMAIL,
      firstName: 'Bench',
      lastName: 'Payer',
    });
    const taxonomy = await pickTaxonomy(db, 'payment-verify');
    const orders = await seed(db, { customerId: customer.id, taxonomy, count: needed });
    if (orders.length < needed) {
      throw new Error(`payment-verify: ${orders.length} open orders seeded, ${needed} needed`);
    }
    await db.query('analyze');

    const keySecret = sandboxKeySecret(jwtSecret);
    let next = 0;
    let warned = false;
    /** A fresh order per call; when none is left, a body the API refuses, so the run says so. */
    const nextBody = () => {
      const orderId = orders[next++];
      if (!orderId && !warned) {
        warned = true;
        console.log(`  payment-verify: all ${orders.length} orders are paid; raise EXPECTED_MAX_RATE`);
      }
      const paymentId = sandboxId('pay');
      return JSON.stringify({
        razorpayOrderId: orderId ?? 'order_sbx_exhausted',
        razorpayPaymentId: paymentId,
        razorpaySignature: signCheckout(keySecret, orderId ?? '', paymentId),
      });
    };
    return { path: PATH, headers: customer.headers, nextBody };
  },

  sameAnswer: (server, bare) =>
    server.status === 'Paid' &&
    bare.status === 'Paid' &&
    server.paymentStatus === 'Paid' &&
    bare.paymentStatus === 'Paid' &&
    server.orderId !== bare.orderId &&
    JSON.stringify(Object.keys(server).sort()) === JSON.stringify(Object.keys(bare).sort()),

  async answer(url, pool, body) {
    if (url !== PATH || !body) return null;
    return verifyPayment(pool, body);
  },
};
