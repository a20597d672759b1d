// Consultants never see payment (spec §6, decision 028): after a payment, a failed attempt and a
// refund on their tickets, no answer the consultant gets, no mail they are sent and no live event
// they hear names a payment, a refund, a payment status or a receipt. The customer is told.
import { conversationPageSchema, conversationSchema, type Ticket, ticketPageSchema } from '@basisdesk/shared';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import {
  failClosedTicketPayment,
  openPaymentKit,
  payClosedTicket,
  refundTicket,
} from '../../../test/payment-kit';
import { startSmtpSink } from '../../../test/smtp-sink';
import { useOpened } from '../../../test/use-opened';

/** Any word that tells of money changing hands, in any case. */
const PAYMENT_WORDS = /payment|paid|refund|receipt|razorpay|invoice/i;

const smtp = useOpened(startSmtpSink);
const kit = useOpened(() => openPaymentKit({ config: { SMTP_URL: smtp.url } }));

let consultant: TestUser;
const tickets: Ticket[] = [];
const conversationIds: string[] = [];
const heard: unknown[] = [];

/** Booked, its conversation opened, and closed by the consultant with hours: ready to be paid. */
async function closedWithConversation(): Promise<Ticket> {
  const ticket = await kit.book(kit.customer, consultant, await kit.taxonomy(), { slotCount: 2 });
  const conversation = expectBody(
    await kit.send('POST', `/api/messaging/conversations/for-order/${ticket.id}`, kit.customer),
    200,
    conversationSchema,
  );
  conversationIds.push(conversation.id);
  tickets.push(ticket);
  return kit.moveTo(consultant, ticket.id, 'Closed', { hoursWorked: 1.5 });
}

const deliverAll = async () => {
  await kit.app.notificationDelivery.deliverDue();
  await kit.app.notificationDelivery.deliverDue();
};

beforeAll(async () => {
  consultant = await kit.ticketConsultant();
  const stop = await kit.app.live.subscribe(consultant.id, (event) => heard.push(event));
  const paid = await closedWithConversation();
  const failed = await closedWithConversation();
  const refunded = await closedWithConversation();
  await deliverAll();
  await payClosedTicket(kit.send, kit.customer, paid.id);
  await failClosedTicketPayment(kit.send, kit.customer, failed.id);
  await payClosedTicket(kit.send, kit.customer, refunded.id);
  await refundTicket(kit.send, kit.admin, refunded.id, 'The work was not delivered');
  // An admin's Paid for money settled outside the app, on a ticket still open.
  const settled = await kit.book(kit.customer, consultant, await kit.taxonomy());
  tickets.push(settled);
  await kit.moveTo(kit.admin, settled.id, 'Paid', { comment: 'Settled by bank transfer' });
  await deliverAll();
  stop();
});

describe('what the consultant is told after a payment, a failed attempt and a refund', () => {
  it('no answer they get names a payment: tickets, lists, counts, history, orders, sessions, earnings, settings', async () => {
    const urls = [
      'SupportRequests/recent/consultant',
      'SupportRequests/recent/consultant?status=Closed',
      'SupportRequests/recent/consultant?date=quarter',
      'SupportRequests/recent/consultant?search=transport',
      'SupportRequests/counts/consultant',
      'SupportRequests/earnings/consultant',
      'SupportRequests/sessions/upcoming',
      'notifications/preferences',
      'status/options',
      'messaging/conversations',
      'messaging/unread-count',
      ...tickets.flatMap((ticket) => [
        `SupportRequests/${ticket.id}`,
        `SupportRequests/${ticket.id}/sessions`,
        `status/history/${ticket.id}`,
        `orders/${ticket.id}`,
        `TicketRatings/order/${ticket.id}`,
      ]),
      ...conversationIds.flatMap((id) => [
        `messaging/conversations/${id}`,
        `messaging/conversations/${id}/messages`,
      ]),
    ];
    for (const url of urls) {
      const response = await kit.send('GET', `/api/${url}`, consultant);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.body, url).not.toMatch(PAYMENT_WORDS);
    }
    const list = expectBody(
      await kit.send('GET', '/api/SupportRequests/recent/consultant', consultant),
      200,
      ticketPageSchema,
    );
    expect(list.items.map((ticket) => ticket.status).sort()).toEqual([
      'Closed',
      'Closed',
      'Closed',
      'Closed',
    ]);
    const conversations = expectBody(
      await kit.send('GET', '/api/messaging/conversations', consultant),
      200,
      conversationPageSchema,
    );
    expect(conversations.items).toHaveLength(3);
  });

  it('the payment and the receipt themselves are the ticket they may not see: 404, as for a stranger', async () => {
    for (const ticket of tickets) {
      for (const url of [`Payment/for-order/${ticket.id}`, `Payment/receipt/${ticket.id}`]) {
        const response = await kit.send('GET', `/api/${url}`, consultant);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toMatch(PAYMENT_WORDS);
      }
    }
  });

  it('no mail to them names a payment; the customer got theirs', async () => {
    const to = async (address: string) =>
      Promise.all(
        smtp.received.filter((mail) => mail.to.includes(address)).map((mail) => simpleParser(mail.raw)),
      );
    const consultantMails = await to(consultant.email);
    expect(consultantMails.length).toBeGreaterThan(0);
    for (const mail of consultantMails) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html || ''}`, mail.subject).not.toMatch(PAYMENT_WORDS);
    }
    const customerSubjects = (await to(kit.customer.email)).map((mail) => mail.subject ?? '');
    expect(customerSubjects.filter((subject) => subject.startsWith('Payment received'))).toHaveLength(3);
    expect(customerSubjects.filter((subject) => subject.startsWith('Payment refunded'))).toHaveLength(1);
  });

  it('no live event they heard carries a payment status or Paid', async () => {
    expect(heard.length).toBeGreaterThan(0);
    for (const event of heard) expect(JSON.stringify(event)).not.toMatch(PAYMENT_WORDS);
  });
});
