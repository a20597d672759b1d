import { type Ticket, ticketRatingListSchema, ticketRatingSchema } from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_BILLING_LEVEL_1, useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { type Caller, NO_TOKEN } from '../../../test/send-request';
import { ticketRatings } from '../../db/schema';

const NOW = '2026-05-04T08:00:00.000Z';

const kit = useBookingKit({ now: NOW });
let customer: TestUser;
let consultant: TestUser;
/** Rated by both sides. */
let rated: Ticket;
/** Not rated yet, and still New. */
let unrated: Ticket;
/** Closed by its consultant: the customer may rate it once. */
let closed: Ticket;

beforeAll(async () => {
  const taxonomy = await kit.newTaxonomy(SERVICE_BILLING_LEVEL_1);
  consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
  customer = await kit.newCustomer({ firstName: 'Rohan', lastName: 'Kapoor' });
  const [first, second, third] = await kit.publishBlock(consultant, '2026-05-05T09:00:00.000Z', 1.5);
  if (!first || !second || !third) throw new Error('The block should make three 30-minute slots');
  rated = await kit.book(customer, consultant, taxonomy, { slots: [first] });
  unrated = await kit.book(customer, consultant, taxonomy, { slots: [second] });
  closed = await kit.book(customer, consultant, taxonomy, { slots: [third] });
  await kit.moveTo(consultant, closed.id, 'InProgress');
  await kit.moveTo(consultant, closed.id, 'Closed', { hoursWorked: 0.5 });
  await kit.database.db.insert(ticketRatings).values([
    {
      orderId: rated.id,
      ratedByUserId: customer.id,
      ratedUserId: consultant.id,
      ratingForRole: 'Consultant',
      communicationProfessionalism: 5,
      resolutionQuality: 4,
      responseTime: 4,
      comments: 'Quick and thorough',
      createdAt: new Date('2026-05-06T10:00:00.000Z'),
    },
    {
      orderId: rated.id,
      ratedByUserId: consultant.id,
      ratedUserId: customer.id,
      ratingForRole: 'Customer',
      communicationProfessionalism: 3,
      resolutionQuality: 3,
      responseTime: 2,
      comments: null,
      createdAt: new Date('2026-05-06T11:00:00.000Z'),
    },
  ]);
});

const ratingsOf = (orderId: string, viewer: Caller = NO_TOKEN) =>
  kit.send('GET', `/api/TicketRatings/order/${orderId}`, viewer);
const listedRatings = async (orderId: string, viewer: Caller) =>
  expectBody(await ratingsOf(orderId, viewer), 200, ticketRatingListSchema);

describe('GET /api/TicketRatings/order/:orderId', () => {
  it("lists a ticket's ratings by both sides, newest first, with the rater's name", async () => {
    expect(await listedRatings(rated.id, customer)).toEqual([
      {
        id: expect.any(String),
        orderId: rated.id,
        ratedByUserId: consultant.id,
        ratedByUserName: `${consultant.firstName} ${consultant.lastName}`,
        ratedUserId: customer.id,
        ratingForRole: 'Customer',
        communicationProfessionalism: 3,
        resolutionQuality: 3,
        responseTime: 2,
        comments: null,
        createdAt: '2026-05-06T11:00:00.000Z',
      },
      {
        id: expect.any(String),
        orderId: rated.id,
        ratedByUserId: customer.id,
        ratedByUserName: `${customer.firstName} ${customer.lastName}`,
        ratedUserId: consultant.id,
        ratingForRole: 'Consultant',
        communicationProfessionalism: 5,
        resolutionQuality: 4,
        responseTime: 4,
        comments: 'Quick and thorough',
        createdAt: '2026-05-06T10:00:00.000Z',
      },
    ]);
  });

  it("answers the ticket's consultant and any admin alike, and an unrated ticket with an empty list", async () => {
    const forConsultant = await listedRatings(rated.id, consultant);
    const forAdmin = await listedRatings(rated.id, kit.admin);
    expect(forAdmin).toEqual(forConsultant);
    expect(forAdmin).toHaveLength(2);

    expect(await listedRatings(unrated.id, customer)).toEqual([]);
  });

  it("keeps another customer's or consultant's ticket invisible: 404 as for a ticket that does not exist", async () => {
    const stranger = await kit.newUser({ role: 'Customer' });
    const otherConsultant = await kit.newUser({ role: 'Consultant' });
    for (const outsider of [stranger, otherConsultant]) {
      expectError(await ratingsOf(rated.id, outsider), 404, 'Ticket not found');
    }
    const missing = await ratingsOf('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', customer);
    expectError(missing, 404, 'Ticket not found');
  });

  it('401 without a session, 400 for an id that is not one', async () => {
    expectError(await ratingsOf(rated.id), ...AUTHENTICATION_REQUIRED);
    expectError(await ratingsOf('not-an-id', customer), 400, 'Invalid id', { path: 'orderId' });
  });
});

describe('POST /api/TicketRatings', () => {
  const rate = (rater: Caller, body: Record<string, unknown>) =>
    kit.send('POST', '/api/TicketRatings', rater, body);
  const ratingOf = (ticket: Ticket, overrides: Record<string, unknown> = {}) => ({
    orderId: ticket.id,
    ratedUserId: consultant.id,
    ratingForRole: 'Consultant',
    communicationProfessionalism: 5,
    resolutionQuality: 4,
    responseTime: 3,
    comments: '  Sorted the transport routes in an hour.  ',
    ...overrides,
  });

  it('refuses a rating without all three scores of 1 to 5, or with a comment over 100 characters', async () => {
    const missing = 'Please provide ratings for all categories';
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ communicationProfessionalism: undefined }, missing, 'communicationProfessionalism'],
      [{ resolutionQuality: 0 }, missing, 'resolutionQuality'],
      [{ responseTime: 6 }, missing, 'responseTime'],
      [{ responseTime: 2.5 }, missing, 'responseTime'],
      [{ comments: 'x'.repeat(101) }, 'Comments must be at most 100 characters', 'comments'],
    ];
    for (const [overrides, message, path] of cases) {
      const response = await rate(customer, ratingOf(closed, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expectError(response, 400, message, { path });
    }
  });

  it("lets only the ticket's customer rate, and only its consultant", async () => {
    const onlyCustomer = 'Only the customer of this ticket can rate it';
    expectError(await rate(consultant, ratingOf(closed)), 403, onlyCustomer);
    expectError(await rate(kit.admin, ratingOf(closed)), 403, onlyCustomer);

    const stranger = await kit.newUser({ role: 'Customer' });
    expectError(await rate(stranger, ratingOf(closed)), 404, 'Ticket not found');

    for (const overrides of [{ ratedUserId: customer.id }, { ratingForRole: 'Customer' }]) {
      const response = await rate(customer, ratingOf(closed, overrides));
      expectError(response, 400, 'A rating is for the consultant of this ticket', { path: 'ratedUserId' });
    }
    expectError(await rate(NO_TOKEN, ratingOf(closed)), ...AUTHENTICATION_REQUIRED);
  });

  it('waits until the ticket is closed', async () => {
    expectError(
      await rate(customer, ratingOf(unrated)),
      409,
      'Ratings are available after the ticket is closed.',
    );
  });

  it('records the rating once: of two sent together one is taken, the other is a 409', async () => {
    const answers = await Promise.all([rate(customer, ratingOf(closed)), rate(customer, ratingOf(closed))]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const answered = (status: number) =>
      answers.find((answer) => answer.statusCode === status) as LightMyRequestResponse;
    expectError(answered(409), 409, 'You have already rated this ticket');
    const taken = expectBody(answered(201), 201, ticketRatingSchema);
    expect(taken).toEqual({
      id: expect.any(String),
      orderId: closed.id,
      ratedByUserId: customer.id,
      ratedByUserName: 'Rohan Kapoor',
      ratedUserId: consultant.id,
      ratingForRole: 'Consultant',
      communicationProfessionalism: 5,
      resolutionQuality: 4,
      responseTime: 3,
      comments: 'Sorted the transport routes in an hour.',
      createdAt: expect.any(String),
    });

    // The ticket's list and the consultant's reviews show it.
    expect(await listedRatings(closed.id, consultant)).toEqual([taken]);
    const reviews = await kit.send('GET', `/api/TicketRatings/consultant/${consultant.id}`, customer);
    expect(expectBody(reviews, 200, ticketRatingListSchema)).toContainEqual(taken);
  });
});
