import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, EXPECTED_ERRORS, type TestUser } from '../../../test/factories';
import { openRouteSuite } from '../../../test/route-suite';
import type { TestContext } from '../../../test/test-app';
import { ticketRatings } from '../../db/schema';

let ctx: TestContext;
let customer: TestUser;
let consultant: TestUser;

beforeAll(async () => {
  ({ ctx, customer, consultant } = await openRouteSuite({ firstName: 'Meena', lastName: 'Das' }));
});
afterAll(() => ctx.close());

const reviewsOf = (id: string, headers: Record<string, string> = authHeader(customer)) =>
  ctx.app.inject({ method: 'GET', url: `/api/TicketRatings/consultant/${id}`, headers });

async function rate(
  rater: TestUser,
  rated: TestUser,
  options: { role?: 'Consultant' | 'Customer'; at: Date; comments?: string },
) {
  await ctx.database.db.insert(ticketRatings).values({
    orderId: crypto.randomUUID(),
    ratedByUserId: rater.id,
    ratedUserId: rated.id,
    ratingForRole: options.role ?? 'Consultant',
    communicationProfessionalism: 5,
    resolutionQuality: 4,
    responseTime: 3,
    comments: options.comments ?? null,
    createdAt: options.at,
  });
}

describe('GET /api/TicketRatings/consultant/:id', () => {
  it('401 without a session, 400 for a bad id, 404 for someone who is not a consultant', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/TicketRatings/consultant/${consultant.id}` })).json(),
    ).toEqual(EXPECTED_ERRORS.unauthenticated);
    expect((await reviewsOf('nope')).statusCode).toBe(400);
    const notConsultant = await reviewsOf(customer.id);
    expect(notConsultant.statusCode).toBe(404);
    expect(notConsultant.json()).toMatchObject({ error: 'Consultant not found' });
  });

  it("lists the consultant's ratings as consultant, newest first, with the rater's name", async () => {
    const someone = await createUser(ctx.database.db, { role: 'Consultant' });
    const other = await createUser(ctx.database.db, { firstName: 'Ravi', lastName: 'Shah' });
    await rate(customer, someone, { at: new Date('2026-01-01T10:00:00Z'), comments: 'Older' });
    await rate(other, someone, { at: new Date('2026-02-01T10:00:00Z'), comments: 'Newer' });
    // A rating of the consultant as a customer is not a review of their consulting.
    await rate(other, someone, { role: 'Customer', at: new Date('2026-03-01T10:00:00Z') });

    const response = await reviewsOf(someone.id);
    expect(response.statusCode).toBe(200);
    const reviews = response.json() as Array<Record<string, unknown>>;
    expect(reviews.map((review) => review.comments)).toEqual(['Newer', 'Older']);
    expect(reviews[0]).toMatchObject({
      ratedByUserName: 'Ravi Shah',
      ratedUserId: someone.id,
      ratingForRole: 'Consultant',
      communicationProfessionalism: 5,
      resolutionQuality: 4,
      responseTime: 3,
      createdAt: '2026-02-01T10:00:00.000Z',
    });
    expect((await reviewsOf(consultant.id)).json()).toEqual([]);
  });
});
