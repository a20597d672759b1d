import { describe, expect, it } from 'vitest';
import { createTicketRatingBodySchema, FINISHED_STATUSES } from '../index';

const ORDER = '00000000-0000-4000-8000-000000000001';
const CONSULTANT = '00000000-0000-4000-8000-000000000002';
const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;
const rating = (overrides: Record<string, unknown>) =>
  createTicketRatingBodySchema.safeParse({
    orderId: ORDER,
    ratedUserId: CONSULTANT,
    ratingForRole: 'Consultant',
    communicationProfessionalism: 5,
    resolutionQuality: 4,
    responseTime: 3,
    ...overrides,
  });

describe('a rating (spec §5 "Rating", §9 "Ratings 1-5")', () => {
  it("all three scores are required, whole stars 1 to 5: 'Please provide ratings for all categories'", () => {
    const cases = [
      { communicationProfessionalism: undefined },
      { resolutionQuality: 0 },
      { responseTime: 6 },
      { responseTime: 2.5 },
      { resolutionQuality: '4' },
    ];
    for (const overrides of cases) {
      expect(messageOf(rating(overrides)), JSON.stringify(overrides)).toBe(
        'Please provide ratings for all categories',
      );
    }
    for (const score of [1, 5]) expect(rating({ responseTime: score }).success).toBe(true);
  });

  it("comments are optional, up to 100 characters: 'Comments must be at most 100 characters'", () => {
    expect(rating({ comments: 'x'.repeat(100) }).success).toBe(true);
    expect(messageOf(rating({ comments: 'x'.repeat(101) }))).toBe('Comments must be at most 100 characters');
  });

  it('comments are trimmed, and a blank one is none', () => {
    expect(rating({ comments: '  Quick and thorough  ' }).data?.comments).toBe('Quick and thorough');
    for (const comments of [undefined, null, '', '   ']) {
      expect(rating({ comments }).data?.comments, String(comments)).toBeNull();
    }
  });

  it('a ticket is rated once it is finished: Closed or TopicClosed (a paid one was closed first)', () => {
    expect([...FINISHED_STATUSES].sort()).toEqual(['Closed', 'Paid', 'TopicClosed']);
  });
});
