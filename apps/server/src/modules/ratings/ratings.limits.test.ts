import {
  RATING_COMMENT_MAX_LENGTH,
  RATING_MESSAGES,
  RATING_SCORE_MAX,
  RATING_SCORE_MIN,
  type Ticket,
  ticketRatingSchema,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';

const kit = useBookingKit({ now: '2026-05-04T08:00:00.000Z' });
let taxonomy: Taxonomy;
let consultant: TestUser;
let customer: TestUser;

beforeAll(async () => {
  taxonomy = await kit.newTaxonomy();
  consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
  customer = await kit.newCustomer();
});

/** A ticket of the customer that its consultant has closed: the customer may rate it once. */
async function closedTicket(): Promise<Ticket> {
  const ticket = await kit.book(customer, consultant, taxonomy);
  return kit.moveTo(consultant, ticket.id, 'Closed', { hoursWorked: 0.5 });
}

const rate = (ticket: Ticket, fields: Record<string, unknown>) =>
  kit.send('POST', '/api/TicketRatings', customer, {
    orderId: ticket.id,
    ratedUserId: consultant.id,
    ratingForRole: 'Consultant',
    communicationProfessionalism: 4,
    resolutionQuality: 4,
    responseTime: 4,
    ...fields,
  });

describe('limits the screens enforce, over the API', () => {
  it(`scores: whole stars from ${RATING_SCORE_MIN} to ${RATING_SCORE_MAX}, else "${RATING_MESSAGES.scoresRequired}" (spec §5)`, async () => {
    const ticket = await closedTicket();
    const refusals: Array<[string, unknown]> = [
      ['communicationProfessionalism', RATING_SCORE_MIN - 1],
      ['resolutionQuality', RATING_SCORE_MAX + 1],
      ['responseTime', 4.5],
      ['responseTime', null],
    ];
    for (const [field, score] of refusals) {
      expectError(await rate(ticket, { [field]: score }), 400, RATING_MESSAGES.scoresRequired, {
        path: field,
      });
    }
    const scores = {
      communicationProfessionalism: RATING_SCORE_MIN,
      resolutionQuality: RATING_SCORE_MAX,
      responseTime: RATING_SCORE_MIN,
    };
    expect(expectBody(await rate(ticket, scores), 201, ticketRatingSchema)).toMatchObject(scores);
  });

  it(`comment: ${RATING_COMMENT_MAX_LENGTH} characters accepted, one more refused`, async () => {
    const ticket = await closedTicket();
    const atLimit = 'c'.repeat(RATING_COMMENT_MAX_LENGTH);
    expectError(await rate(ticket, { comments: `${atLimit}c` }), 400, RATING_MESSAGES.commentTooLong, {
      path: 'comments',
    });
    // Trimmed before it is measured, as the form trims it.
    const rating = expectBody(await rate(ticket, { comments: ` ${atLimit} ` }), 201, ticketRatingSchema);
    expect(rating.comments).toBe(atLimit);
  });

  it('once per ticket, and only once it is closed', async () => {
    const open = await kit.book(customer, consultant, taxonomy);
    expectError(await rate(open, {}), 409, RATING_MESSAGES.availableAfterClosing);

    const ticket = await closedTicket();
    expectBody(await rate(ticket, {}), 201, ticketRatingSchema);
    expectError(await rate(ticket, {}), 409, RATING_MESSAGES.alreadyRated);
  });
});
