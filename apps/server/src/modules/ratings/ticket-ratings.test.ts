import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingKit, type CreatedTicket, createBookingKit } from '../../../test/booking-kit';
import { authHeader, createUser, EXPECTED_ERRORS, type TestUser } from '../../../test/factories';
import { ticketRatings } from '../../db/schema';

const NOW = '2026-05-04T08:00:00.000Z';

let kit: BookingKit;
let customer: TestUser;
let consultant: TestUser;
/** Rated by both sides. */
let rated: CreatedTicket;
/** Not rated yet, and still New. */
let unrated: CreatedTicket;
/** Closed by its consultant: the customer may rate it once. */
let closed: CreatedTicket;

beforeAll(async () => {
  kit = await createBookingKit({ now: NOW });
  consultant = await kit.newConsultant();
  customer = await createUser(kit.ctx.database.db, {
    role: 'Customer',
    firstName: 'Rohan',
    lastName: 'Kapoor',
  });
  const [first, second, third] = await kit.publishBlock(consultant, '2026-05-05T09:00:00.000Z', 1.5);
  if (!first || !second || !third) throw new Error('The block should make three 30-minute slots');
  rated = await kit.bookTicket(customer, consultant, [first.id]);
  unrated = await kit.bookTicket(customer, consultant, [second.id]);
  closed = await kit.bookTicket(customer, consultant, [third.id]);
  expect((await kit.changeStatus(consultant, closed.id, { status: 'InProgress' })).statusCode).toBe(200);
  const closing = await kit.changeStatus(consultant, closed.id, { status: 'Closed', hoursWorked: 0.5 });
  expect(closing.statusCode, closing.body).toBe(200);
  await kit.ctx.database.db.insert(ticketRatings).values([
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
afterAll(() => kit.close());

const ratingsOf = (orderId: string, viewer?: TestUser) =>
  kit.ctx.app.inject({
    method: 'GET',
    url: `/api/TicketRatings/order/${orderId}`,
    headers: viewer ? authHeader(viewer) : {},
  });

describe('GET /api/TicketRatings/order/:orderId', () => {
  it("lists a ticket's ratings by both sides, newest first, with the rater's name", async () => {
    const response = await ratingsOf(rated.id, customer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
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
    const forConsultant = await ratingsOf(rated.id, consultant);
    const forAdmin = await ratingsOf(rated.id, kit.admin);
    expect(forConsultant.statusCode).toBe(200);
    expect(forAdmin.json()).toEqual(forConsultant.json());
    expect(forAdmin.json()).toHaveLength(2);

    const empty = await ratingsOf(unrated.id, customer);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });

  it("keeps another customer's or consultant's ticket invisible: 404 as for a ticket that does not exist", async () => {
    const stranger = await createUser(kit.ctx.database.db, { role: 'Customer' });
    const otherConsultant = await createUser(kit.ctx.database.db, { role: 'Consultant' });
    for (const outsider of [stranger, otherConsultant]) {
      const response = await ratingsOf(rated.id, outsider);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Ticket not found', code: 'NOT_FOUND' });
    }
    const missing = await ratingsOf('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', customer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Ticket not found' });
  });

  it('401 without a session, 400 for an id that is not one', async () => {
    expect((await ratingsOf(rated.id)).json()).toEqual(EXPECTED_ERRORS.unauthenticated);
    const bad = await ratingsOf('not-an-id', customer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/TicketRatings', () => {
  const rate = (rater: TestUser | undefined, body: Record<string, unknown>) =>
    kit.ctx.app.inject({
      method: 'POST',
      url: '/api/TicketRatings',
      headers: rater ? authHeader(rater) : {},
      payload: body,
    });
  const ratingOf = (ticket: CreatedTicket, overrides: Record<string, unknown> = {}) => ({
    orderId: ticket.id,
    ratedUserId: consultant.id,
    ratingForRole: 'Consultant',
    communicationProfessionalism: 5,
    resolutionQuality: 4,
    responseTime: 3,
    comments: '  Sorted the transport routes in an hour.  ',
    ...overrides,
  });
  const validationError = (message: string, path: string) => ({
    error: message,
    code: 'VALIDATION_FAILED',
    details: [{ path, message }],
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
      expect(response.json()).toEqual(validationError(message, path));
    }
  });

  it("lets only the ticket's customer rate, and only its consultant", async () => {
    const byConsultant = await rate(consultant, ratingOf(closed));
    expect(byConsultant.statusCode).toBe(403);
    expect(byConsultant.json()).toMatchObject({ error: 'Only the customer of this ticket can rate it' });
    const byAdmin = await rate(kit.admin, ratingOf(closed));
    expect(byAdmin.statusCode).toBe(403);

    const stranger = await createUser(kit.ctx.database.db, { role: 'Customer' });
    const invisible = await rate(stranger, ratingOf(closed));
    expect(invisible.statusCode).toBe(404);
    expect(invisible.json()).toMatchObject({ error: 'Ticket not found' });

    for (const overrides of [{ ratedUserId: customer.id }, { ratingForRole: 'Customer' }]) {
      const response = await rate(customer, ratingOf(closed, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        validationError('A rating is for the consultant of this ticket', 'ratedUserId'),
      );
    }
    expect((await rate(undefined, ratingOf(closed))).json()).toEqual(EXPECTED_ERRORS.unauthenticated);
  });

  it('waits until the ticket is closed', async () => {
    const response = await rate(customer, ratingOf(unrated));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Ratings are available after the ticket is closed.',
      code: 'CONFLICT',
    });
  });

  it('records the rating once: of two sent together one is taken, the other is a 409', async () => {
    const answers = await Promise.all([rate(customer, ratingOf(closed)), rate(customer, ratingOf(closed))]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const taken = answers.find((answer) => answer.statusCode === 201);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({ error: 'You have already rated this ticket', code: 'CONFLICT' });
    expect(taken?.json()).toEqual({
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
    expect((await ratingsOf(closed.id, consultant)).json()).toEqual([taken?.json()]);
    const reviews = await kit.ctx.app.inject({
      method: 'GET',
      url: `/api/TicketRatings/consultant/${consultant.id}`,
      headers: authHeader(customer),
    });
    expect(reviews.json()).toContainEqual(taken?.json());
  });
});
