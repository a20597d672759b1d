import crypto from 'node:crypto';
import { ticketRatingListSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { type Caller, NO_TOKEN } from '../../../test/send-request';
import { ticketRatings } from '../../db/schema';

const suite = useRouteSuite({ admin: { firstName: 'Meena', lastName: 'Das' } });

const reviewsOf = (id: string, caller: Caller = suite.customer) =>
  suite.send('GET', `/api/TicketRatings/consultant/${id}`, caller);

async function rate(
  rater: TestUser,
  rated: TestUser,
  options: { role?: 'Consultant' | 'Customer'; at: Date; comments?: string },
) {
  await suite.database.db.insert(ticketRatings).values({
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
    expectError(await reviewsOf(suite.consultant.id, NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await reviewsOf('nope'), 400, 'Invalid id', { path: 'id' });
    expectError(await reviewsOf(suite.customer.id), 404, 'Consultant not found');
  });

  it("lists the consultant's ratings as consultant, newest first, with the rater's name", async () => {
    const someone = await suite.newUser({ role: 'Consultant' });
    const other = await suite.newUser({ firstName: 'Ravi', lastName: 'Shah' });
    await rate(suite.customer, someone, { at: new Date('2026-01-01T10:00:00Z'), comments: 'Older' });
    await rate(other, someone, { at: new Date('2026-02-01T10:00:00Z'), comments: 'Newer' });
    // A rating of the consultant as a customer is not a review of their consulting.
    await rate(other, someone, { role: 'Customer', at: new Date('2026-03-01T10:00:00Z') });

    const reviews = expectBody(await reviewsOf(someone.id), 200, ticketRatingListSchema);
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
    expect(expectBody(await reviewsOf(suite.consultant.id), 200, ticketRatingListSchema)).toEqual([]);
  });
});
