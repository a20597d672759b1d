import crypto from 'node:crypto';
import { type Consultant, consultantListSchema, consultantProfileSchema } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { plansOfRequest } from '../../../test/query-plans';
import { isPostgres } from '../../../test/test-app';
import { ticketRatings } from '../../db/schema';

// What the wizard's consultant cards are made of (decision 050): the profile, skills, rating and
// the next slot a customer can still book, in the list the wizard already asks for.
const START = '2026-12-07T04:00:00.000Z';
const kit = useBookingKit({ now: START });

const cardsFor = async (taxonomy: Taxonomy) =>
  expectBody(
    await kit.send(
      'GET',
      `/api/SupportTaxonomy/consultants-by-skills?supportTypeId=${taxonomy.typeId}&supportCategoryId=${taxonomy.categoryId}`,
      kit.customer,
    ),
    200,
    consultantListSchema,
  );
const cardOf = async (taxonomy: Taxonomy, consultant: TestUser): Promise<Consultant> => {
  const card = (await cardsFor(taxonomy)).find((row) => row.id === consultant.id);
  if (!card) throw new Error(`${consultant.id} is not listed`);
  return card;
};

async function skilledConsultant(lastName: string) {
  const taxonomy = await kit.newTaxonomy();
  const consultant = await kit.newConsultant({ lastName, skills: [{ typeId: taxonomy.typeId }] });
  return { taxonomy, consultant };
}

describe('the wizard list: GET /api/SupportTaxonomy/consultants-by-skills', () => {
  it('shows what the consultant wrote, their skills and their rating', async () => {
    kit.clock.set(START);
    const { taxonomy, consultant } = await skilledConsultant('Profiled');
    const profile = {
      headline: 'SAP BASIS lead for S/4HANA upgrades',
      bio: 'Runs SAP landscapes for manufacturers.',
      yearsOfExperience: 15,
      certifications: ['SAP Certified Technology Associate - SAP HANA 2.0'],
      languages: ['English', 'Hindi'],
    };
    expectBody(
      await kit.send('PUT', '/api/Users/consultants/me/profile', consultant, profile),
      200,
      consultantProfileSchema,
    );
    await kit.database.db.insert(ticketRatings).values({
      orderId: crypto.randomUUID(),
      ratedByUserId: kit.customer.id,
      ratedUserId: consultant.id,
      ratingForRole: 'Consultant',
      communicationProfessionalism: 5,
      resolutionQuality: 5,
      responseTime: 4,
    });

    const card = await cardOf(taxonomy, consultant);
    expect(card.profile).toEqual(profile);
    expect(card).toMatchObject({ averageRating: 4.67, totalRatings: 1 });
    expect(card.skills).toEqual([expect.objectContaining({ supportTypeId: taxonomy.typeId })]);
  });

  it('a consultant who wrote nothing has an empty profile and, without free slots, no next slot', async () => {
    kit.clock.set(START);
    const { taxonomy, consultant } = await skilledConsultant('Blank');
    expect(await cardOf(taxonomy, consultant)).toMatchObject({
      profile: { headline: null, bio: null, yearsOfExperience: null, certifications: [], languages: [] },
      nextFreeSlotStart: null,
      totalRatings: 0,
    });
  });

  it('the next free slot skips a booked slot and one that has begun, and is gone once every slot is past', async () => {
    kit.clock.set(START);
    const { taxonomy, consultant } = await skilledConsultant('Booked');
    const [first, second, third] = await kit.publishSlots(consultant, 3);
    if (!first || !second || !third) throw new Error('three slots were published');
    expect((await cardOf(taxonomy, consultant)).nextFreeSlotStart).toBe(first.slotStartTime);

    await kit.book(kit.customer, consultant, taxonomy, { slots: [first] });
    expect((await cardOf(taxonomy, consultant)).nextFreeSlotStart).toBe(second.slotStartTime);

    // A slot that has begun can no longer be booked, so it is not the next one either.
    kit.clock.set(new Date(Date.parse(second.slotStartTime) + 60_000).toISOString());
    expect((await cardOf(taxonomy, consultant)).nextFreeSlotStart).toBe(third.slotStartTime);

    kit.clock.set(third.slotEndTime);
    expect((await cardOf(taxonomy, consultant)).nextFreeSlotStart).toBeNull();
  });

  it('a free slot beyond the booking window (today and 7 days) is not offered as the next one', async () => {
    kit.clock.set(START);
    const { taxonomy, consultant } = await skilledConsultant('Far');
    const [slot] = await kit.publishBlock(consultant, '2026-12-13T10:00:00.000Z', 0.5);
    expect((await cardOf(taxonomy, consultant)).nextFreeSlotStart).toBe(slot?.slotStartTime);
    // Three days earlier the same slot lies past the window's last day (December 12).
    kit.clock.set('2026-12-04T04:00:00.000Z');
    expect((await cardOf(taxonomy, consultant)).nextFreeSlotStart).toBeNull();
  });

  it.runIf(isPostgres())(
    'reads every card in one statement, however many consultants are listed',
    async () => {
      kit.clock.set(START);
      const taxonomy = await kit.newTaxonomy();
      for (let n = 0; n < 5; n++) {
        const consultant = await kit.newConsultant({
          lastName: `Many${n}`,
          skills: [{ typeId: taxonomy.typeId }],
        });
        await kit.publishSlots(consultant, 2);
      }
      const url = `/api/SupportTaxonomy/consultants-by-skills?supportTypeId=${taxonomy.typeId}&supportCategoryId=${taxonomy.categoryId}`;
      for (const table of ['availability_slots', 'consultant_profiles']) {
        const statements = await plansOfRequest(kit.database.db, table, () =>
          kit.send('GET', url, kit.customer),
        );
        expect(statements, table).toHaveLength(1);
      }
    },
  );
});
