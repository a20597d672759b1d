// The statements a status change runs besides the ticket reads of ticket-statements.mjs, as Drizzle
// builds them (captured with --print-sql while the built server answered PUT
// /api/SupportRequests/:orderId/status once: tickets.repository.ts updateStatus/insertHistory and
// the listeners of ticket.status-changed, in the order app-services.ts subscribes them). Keep in
// step with use-cases/change-status.ts: a different query would make the comparison meaningless.

import crypto from 'node:crypto';
import { TWIN_MAILS_DUE_AT } from '../outbox.mjs';
import { categoryOf } from '../shared-vocabulary.mjs';
import { selectRows } from './ticket-statements.mjs';

/** The server's APP_URL is http://localhost:PORT in the bench: its Message-IDs end @localhost. */
const MAIL_DOMAIN = 'localhost';
/** The bench's load comes from this machine: the audit record's client address. */
const CLIENT_ADDRESS = '127.0.0.1';

const STATEMENTS = {
  /** updateStatus(): the change applies only if the status is still the one read. */
  updateStatus:
    'update "tickets" set "status" = $1, "updated_at" = greatest($2::timestamptz, "tickets"."updated_at" + ' +
    'interval \'1 millisecond\') where ("tickets"."id" = $3 and "tickets"."status" = $4) returning "updated_at", "payment_status"',
  /** insertHistory() with its hours worked (null: none logged). */
  insertHistory:
    'insert into "ticket_status_history" ("id", "ticket_id", "from_status", "to_status", "changed_by_user_id", ' +
    '"changed_by_name", "comment", "event", "hours_worked", "changed_at") values (default, $1, $2, $3, $4, $5, $6, ' +
    'default, $7, $8) returning "id"',
  /** audit.repository.ts insert(): the audit listener's record of the change. */
  insertAudit:
    'insert into "audit_events" ("id", "occurred_at", "actor_id", "actor_email", "actor_name", "actor_role", ' +
    '"client_address", "action", "target_type", "target_id", "target_label", "before", "after", "request_id") ' +
    'values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)',
  /** notifications.repository.ts enqueue(): the other party's mail, in the outbox. */
  insertNotification:
    'insert into "notifications" ("id", "recipient_id", "event", "category", "dedupe_key", "ticket_id", "payload", ' +
    '"status", "attempts", "run_at", "locked_until", "last_error", "subject", "message_id", "sent_at", "created_at") ' +
    'values (default, $1, $2, $3, $4, $5, $6, default, default, $7, default, default, default, $8, default, default) ' +
    'on conflict ("dedupe_key") do nothing',
  /** messaging's system message on the ticket's conversation, when it has one. */
  conversationOfTicket:
    'select "id", "customer_id", "consultant_id" from "conversations" where "conversations"."ticket_id" = $1 limit $2',
  /** users.listActiveAdminIds(): who hears the live event besides the two parties. */
  activeAdminIds: 'select "id" from "users" where ("users"."role" = $1 and "users"."status" = $2)',
};

let requests = 0;

/**
 * audit-listeners.ts for ticket.status-changed: the record of the change, with the signed-in
 * `actor` (a principal row: id, e-mail, first and last name, role) of the request.
 */
export async function recordStatusChange(client, { actor, ticketId, before, after }) {
  requests += 1;
  await client.query({
    text: STATEMENTS.insertAudit,
    values: [
      new Date(),
      actor[0],
      actor[1],
      `${actor[2]} ${actor[3]}`,
      actor[4],
      CLIENT_ADDRESS,
      'ticket.status-changed',
      'ticket',
      ticketId,
      null,
      JSON.stringify(before),
      JSON.stringify(after),
      `req-${requests.toString(36)}`,
    ],
  });
}

/** ticket-mails.ts: one mail of the change to `recipientId` in the outbox, keyed by `changeKey`. */
export async function enqueueMail(client, { event, recipientId, ticketId, payload, changeKey }) {
  await client.query({
    text: STATEMENTS.insertNotification,
    values: [
      recipientId,
      event,
      categoryOf(event),
      `${event}:${ticketId}:${recipientId}:${changeKey}`,
      ticketId,
      JSON.stringify(payload),
      TWIN_MAILS_DUE_AT,
      `<${crypto.randomUUID()}@${MAIL_DOMAIN}>`,
    ],
  });
}

/** live/ticket-events.ts: the active admins, who hear every change once it is committed. */
export const listActiveAdmins = (client) =>
  selectRows(client, STATEMENTS.activeAdminIds, ['Admin', 'Active']);

/**
 * change-status.ts for `actor` moving `ticket` (a findVisible row) from `from` to `to` with a
 * comment: the change, its history entry and the listeners' writes (the audit record, the
 * customer's mail, the conversation's system message when there is one, the admins for the live
 * event), on `client` inside its transaction. Answers the change's time.
 */
export async function changeStatusInTransaction(client, { actor, ticket, from, to, comment }) {
  const [ticketId, , customerId] = ticket;
  const actorName = `${actor[2]} ${actor[3]}`;
  const [updated] = await selectRows(client, STATEMENTS.updateStatus, [
    to,
    new Date().toISOString(),
    ticketId,
    from,
  ]);
  if (!updated) throw new Error('status changed meanwhile');
  const [changedAt, paymentStatus] = updated;
  const [[historyId]] = await selectRows(client, STATEMENTS.insertHistory, [
    ticketId,
    from,
    to,
    actor[0],
    actorName,
    comment,
    null,
    changedAt.toISOString(),
  ]);
  await recordStatusChange(client, {
    actor,
    ticketId,
    before: { status: from },
    after: { status: to, paymentStatus, hoursWorked: ticket[15] },
  });
  await enqueueMail(client, {
    event: 'ticket.statusChanged',
    recipientId: customerId,
    ticketId,
    payload: { from, to, by: { id: actor[0], name: actorName } },
    changeKey: historyId,
  });
  await selectRows(client, STATEMENTS.conversationOfTicket, [ticketId, 1]);
  await listActiveAdmins(client);
  return changedAt;
}
