import {
  type ConsultantEarnings,
  consultantEarningsSchema,
  PAYMENT_MESSAGES,
  SKILL_MESSAGES,
  type Ticket,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { payClosedTicket, refundTicket } from '../../../test/payment-kit';
import { NO_TOKEN } from '../../../test/send-request';

// A consultant's earnings (spec §1, §6, decision 028): Closed and Topic Closed tickets that bill
// something (hours worked, else the time they hold), Paid ones read as Closed, not refunded, by the
// UTC month they were FIRST closed in. Never a payment status.
const NOW = '2031-04-07T05:00:00.000Z';
/** After the bookings, so each closing is a later instant than the ticket's creation. */
const APRIL_CLOSING = '2031-04-07T06:00:00.000Z';
const EARNINGS = '/api/SupportRequests/earnings/consultant';

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let ravi: TestUser;
let anita: TestUser;
/** Closed by Ravi in April with 1.5 h at ₹2,000: ₹3,000. */
let aprilClosed: Ticket;
/** Topic Closed by the admin in May with 2 h: ₹4,000. */
let mayTopicClosed: Ticket;
/** Closed by Ravi in May with 1 h (₹2,000), a minute later, then paid. */
let mayPaid: Ticket;
/** First closed on 8 April with 1 h, reopened by the customer, closed again in May with 2 h: ₹4,000 in April. */
let reclosed: Ticket;
/** Its one session over, closed by the admin in May without hours: the half hour it held, ₹1,000. */
let heldOnly: Ticket;

beforeAll(async () => {
  const basis = await kit.newTaxonomy();
  meera = await kit.newCustomer();
  ravi = await kit.newConsultant({ hourlyRate: 2000, skills: [{ typeId: basis.typeId }] });
  anita = await kit.newConsultant({ hourlyRate: 1000, skills: [{ typeId: basis.typeId }] });
  const book = (consultant: TestUser) => kit.book(meera, consultant, basis);
  aprilClosed = await book(ravi);
  mayTopicClosed = await book(ravi);
  mayPaid = await book(ravi);
  const open = await book(ravi);
  const completed = await book(ravi);
  const closedWithoutHours = await book(ravi);
  const anitas = await book(anita);
  reclosed = await book(ravi);
  heldOnly = await book(ravi);
  const refunded = await book(ravi);

  kit.clock.set(APRIL_CLOSING);
  await kit.moveTo(ravi, refunded.id, 'Closed', { hoursWorked: 2 });
  await kit.moveTo(ravi, aprilClosed.id, 'Closed', { hoursWorked: 1.5 });
  await kit.moveTo(ravi, open.id, 'InProgress');
  // Completed carries hours and an amount, but is not earned until it is closed.
  await kit.moveTo(ravi, completed.id, 'Completed', { hoursWorked: 3 });
  // An admin may close without hours: no amount, nothing earned.
  await kit.moveTo(kit.admin, closedWithoutHours.id, 'Closed');
  await kit.moveTo(anita, anitas.id, 'Closed', { hoursWorked: 5 });

  kit.clock.set('2031-04-08T06:00:00.000Z');
  await kit.moveTo(ravi, reclosed.id, 'Closed', { hoursWorked: 1 });
  await kit.moveTo(meera, reclosed.id, 'ReOpened');

  kit.clock.set('2031-05-10T08:00:00.000Z');
  await kit.moveTo(kit.admin, heldOnly.id, 'Closed');
  kit.clock.set('2031-05-10T09:00:00.000Z');
  await kit.moveTo(kit.admin, mayTopicClosed.id, 'TopicClosed', { hoursWorked: 2 });
  kit.clock.set('2031-05-10T09:01:00.000Z');
  await kit.moveTo(ravi, mayPaid.id, 'Closed', { hoursWorked: 1 });
  kit.clock.set('2031-05-20T09:00:00.000Z');
  await payClosedTicket(kit.send, meera, mayPaid.id);
  await payClosedTicket(kit.send, meera, refunded.id);
  kit.clock.set('2031-05-21T09:00:00.000Z');
  await refundTicket(kit.send, kit.admin, refunded.id);
  await kit.moveTo(ravi, reclosed.id, 'Closed', { hoursWorked: 2 });
  kit.clock.set(NOW);
});

const ravisEarnings = (): ConsultantEarnings => ({
  totalAmount: 14000,
  totalHours: 7,
  totalTickets: 5,
  months: [
    { month: '2031-05', amount: 7000, hours: 3.5, tickets: 3 },
    // The refunded ticket was April's and is not counted; the reopened one stays in April.
    { month: '2031-04', amount: 7000, hours: 3.5, tickets: 2 },
  ],
  recent: [
    {
      orderId: mayPaid.id,
      orderNumber: mayPaid.orderNumber,
      supportTypeName: mayPaid.supportTypeName,
      // Closed then, not paid ten days later: the month is the closing's.
      closedAt: '2031-05-10T09:01:00.000Z',
      hoursWorked: 1,
      hoursLogged: true,
      amount: 2000,
    },
    {
      orderId: mayTopicClosed.id,
      orderNumber: mayTopicClosed.orderNumber,
      supportTypeName: mayTopicClosed.supportTypeName,
      closedAt: '2031-05-10T09:00:00.000Z',
      hoursWorked: 2,
      hoursLogged: true,
      amount: 4000,
    },
    {
      orderId: heldOnly.id,
      orderNumber: heldOnly.orderNumber,
      supportTypeName: heldOnly.supportTypeName,
      closedAt: '2031-05-10T08:00:00.000Z',
      hoursWorked: 0.5,
      hoursLogged: false,
      amount: 1000,
    },
    {
      orderId: reclosed.id,
      orderNumber: reclosed.orderNumber,
      supportTypeName: reclosed.supportTypeName,
      // First closed in April; closing it again in May with more hours moves the amount, not the month.
      closedAt: '2031-04-08T06:00:00.000Z',
      hoursWorked: 2,
      hoursLogged: true,
      amount: 4000,
    },
    {
      orderId: aprilClosed.id,
      orderNumber: aprilClosed.orderNumber,
      supportTypeName: aprilClosed.supportTypeName,
      closedAt: APRIL_CLOSING,
      hoursWorked: 1.5,
      hoursLogged: true,
      amount: 3000,
    },
  ],
});

describe('GET /api/SupportRequests/earnings/consultant', () => {
  it('401 without a token', async () => {
    expectError(await kit.send('GET', EARNINGS, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('400 when an admin names no consultant, or an id that is not one', async () => {
    expectError(
      await kit.send('GET', EARNINGS, kit.admin),
      400,
      PAYMENT_MESSAGES.earningsConsultantRequired,
      {
        path: 'consultantId',
      },
    );
    expectError(
      await kit.send('GET', `${EARNINGS}?consultantId=ravi`, kit.admin),
      400,
      'consultantId must be a valid id',
      { path: 'consultantId' },
    );
  });

  it("403 for customers, and for a consultant naming another's", async () => {
    expectError(await kit.send('GET', EARNINGS, meera), 403, PAYMENT_MESSAGES.earningsForConsultantsOnly);
    expectError(
      await kit.send('GET', `${EARNINGS}?consultantId=${anita.id}`, ravi),
      403,
      PAYMENT_MESSAGES.earningsOwnOnly,
    );
  });

  it('404 when the admin names someone who is not a consultant', async () => {
    expectError(
      await kit.send('GET', `${EARNINGS}?consultantId=${meera.id}`, kit.admin),
      404,
      SKILL_MESSAGES.consultantNotFound,
    );
  });

  it("the consultant's own: Closed, Topic Closed and Paid with an amount, by month of closing, newest first", async () => {
    const response = await kit.send('GET', EARNINGS, ravi);
    expect(expectBody(response, 200, consultantEarningsSchema)).toEqual(ravisEarnings());
    // Never a payment status, and neither payment, refund nor Paid is a word they are told.
    expect(response.body).not.toMatch(/payment|refund|paid|pending/i);
  });

  it('the same when the consultant names themself, and for an admin naming them', async () => {
    for (const [caller, query] of [
      [ravi, `?consultantId=${ravi.id}`],
      [kit.admin, `?consultantId=${ravi.id}`],
    ] as const) {
      const response = await kit.send('GET', `${EARNINGS}${query}`, caller);
      expect(expectBody(response, 200, consultantEarningsSchema)).toEqual(ravisEarnings());
    }
  });

  it("another consultant's earnings are theirs alone; none reads as zeroes", async () => {
    const anitas = expectBody(await kit.send('GET', EARNINGS, anita), 200, consultantEarningsSchema);
    expect(anitas).toMatchObject({ totalAmount: 5000, totalHours: 5, totalTickets: 1 });
    const newcomer = await kit.newConsultant();
    expect(expectBody(await kit.send('GET', EARNINGS, newcomer), 200, consultantEarningsSchema)).toEqual({
      totalAmount: 0,
      totalHours: 0,
      totalTickets: 0,
      months: [],
      recent: [],
    });
  });
});
