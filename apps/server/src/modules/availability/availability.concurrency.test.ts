import { and, count, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-response';
import { isPostgres } from '../../../test/test-app';
import { availabilitySlots } from '../../db/schema';
import { block, expectOverlap, plus, useAvailabilityKit } from './availability.test-kit';

const { kit, newConsultant, post, listForConsultant, slotsIn } = useAvailabilityKit();

describe.skipIf(!isPostgres())('concurrent overlapping blocks (PostgreSQL)', () => {
  /** Pairs of slots of the consultant that share time: the exclusion constraint allows none. */
  async function countOverlappingPairs(consultantId: string): Promise<number> {
    const other = alias(availabilitySlots, 'other');
    const [row] = await kit.database.db
      .select({ pairs: count() })
      .from(availabilitySlots)
      .innerJoin(
        other,
        and(
          eq(other.consultantId, availabilitySlots.consultantId),
          lt(availabilitySlots.id, other.id),
          sql`tstzrange(${availabilitySlots.slotStart}, ${availabilitySlots.slotEnd}, '[)') && tstzrange(${other.slotStart}, ${other.slotEnd}, '[)')`,
        ),
      )
      .where(eq(availabilitySlots.consultantId, consultantId));
    return row?.pairs ?? -1;
  }

  it('of two overlapping blocks sent at once, exactly one wins, 50 times over', async () => {
    const consultant = await newConsultant();
    for (let round = 0; round < 50; round++) {
      // Each round in its own stretch of the week, 3 hours apart: 4 slots published per round.
      const first = plus('2031-05-12T09:00:00Z', round * 180);
      const second = plus(first, 60);
      const responses = await Promise.all([
        post(block(consultant, first, plus(first, 120)), consultant),
        post(block(consultant, second, plus(second, 120)), consultant),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, `round ${round}: ${responses.map((r) => r.body).join(' | ')}`).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409)!;
      // Whichever won, the loser overlaps the hour the two blocks share.
      expectOverlap(refused, [
        [plus(first, 60), plus(first, 90)],
        [plus(first, 90), plus(first, 120)],
      ]);
    }
    expect(await countOverlappingPairs(consultant.id)).toBe(0);
    expect(
      await slotsIn(listForConsultant(consultant.id, { startDate: '2031-05-12', endDate: '2031-05-19' })),
    ).toHaveLength(200);
  });

  it('of 10 mutually overlapping blocks sent at once, exactly one is published', async () => {
    const consultant = await newConsultant();
    // Starts 30 minutes apart, 5 hours long: every two of them share at least half an hour.
    const starts = Array.from({ length: 10 }, (_, i) => plus('2031-05-16T06:00:00Z', i * 30));
    const responses = await Promise.all(
      starts.map((start) => post(block(consultant, start, plus(start, 300)), consultant)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(','),
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409),
      statuses.join(','),
    ).toHaveLength(9);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      const body = expectError(refused, 409, /^This block overlaps \d+ existing slots?$/, {
        details: expect.any(Array),
      });
      expect(body.details?.length).toBeGreaterThan(0);
    }
    expect(await countOverlappingPairs(consultant.id)).toBe(0);
    const slots = await slotsIn(
      listForConsultant(consultant.id, { startDate: '2031-05-16', endDate: '2031-05-16' }),
    );
    expect(slots).toHaveLength(10);
  });
});
