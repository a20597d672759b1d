import crypto from 'node:crypto';
import { consultantListSchema, consultantSkillListSchema, consultantSkillSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser, UserOverrides } from '../../../test/factories';
import type { Caller, Method } from '../../../test/send-request';
import { ticketRatings, users } from '../../db/schema';

const kit = useBookingKit({ admin: { firstName: 'Divya', lastName: 'Nair' } });

const skillsUrl = (consultantId: string) => `/api/SupportTaxonomy/consultant/${consultantId}/skills`;

/** A support type with two categories and a sub-option, all this test's own. */
async function taxonomy() {
  const type = await kit.newType();
  const kernel = await kit.newCategory(type.id, { name: 'Kernel', shortCode: 'KE' });
  const backup = await kit.newCategory(type.id, { name: 'Backup', shortCode: 'BK' });
  const level1 = await kit.newSubOption(type.id, { name: 'Level 1', shortCode: 'L1' });
  return { type, kernel, backup, level1 };
}

/** A consultant without rate or skills, straight in the database. */
const newConsultant = (overrides: UserOverrides = {}) => kit.newUser({ role: 'Consultant', ...overrides });

const addSkill = (who: Caller, consultantId: string, payload: Record<string, unknown>) =>
  kit.send('POST', skillsUrl(consultantId), who, payload);
const skillsOf = async (consultantId: string, who: Caller) =>
  expectBody(await kit.send('GET', skillsUrl(consultantId), who), 200, consultantSkillListSchema);

describe('consultant skills', () => {
  it('401 without a session on every skills route', async () => {
    const skillId = crypto.randomUUID();
    for (const [method, url] of [
      ['GET', skillsUrl(kit.consultant.id)],
      ['POST', skillsUrl(kit.consultant.id)],
      ['DELETE', `${skillsUrl(kit.consultant.id)}/${skillId}`],
    ] as Array<[Method, string]>) {
      const response = await kit.send(method, url, null, method === 'POST' ? {} : undefined);
      expectError(response, ...AUTHENTICATION_REQUIRED);
    }
  });

  it('400 for a malformed request: ids, a missing type, a consultantId other than the path', async () => {
    const { type } = await taxonomy();
    const { consultant, customer } = kit;
    expectError(await kit.send('GET', skillsUrl('nope'), consultant), 400, 'Invalid id', { path: 'id' });
    expectError(await addSkill(consultant, consultant.id, {}), 400, 'supportTypeId is required', {
      path: 'supportTypeId',
    });
    expectError(
      await addSkill(consultant, consultant.id, { supportTypeId: 'x' }),
      400,
      'supportTypeId must be a valid id',
      { path: 'supportTypeId' },
    );
    expectError(
      await addSkill(consultant, consultant.id, { supportTypeId: type.id, supportCategoryId: 'x' }),
      400,
      'supportCategoryId must be a valid id',
      { path: 'supportCategoryId' },
    );
    expectError(
      await addSkill(consultant, consultant.id, { consultantId: customer.id, supportTypeId: type.id }),
      400,
      'consultantId must match the consultant in the path',
    );
  });

  it('400 when the type is unknown or the category or sub-option belongs to another type', async () => {
    const mine = await taxonomy();
    const other = await taxonomy();
    const { consultant } = kit;
    expectError(
      await addSkill(consultant, consultant.id, { supportTypeId: crypto.randomUUID() }),
      400,
      'Support type not found',
    );
    expectError(
      await addSkill(consultant, consultant.id, {
        supportTypeId: mine.type.id,
        supportCategoryId: other.kernel.id,
      }),
      400,
      'The category does not belong to this support type',
    );
    expectError(
      await addSkill(consultant, consultant.id, {
        supportTypeId: mine.type.id,
        supportSubOptionId: other.level1.id,
      }),
      400,
      'The sub-option does not belong to this support type',
    );
  });

  it("403 for changing another consultant's skills, unless an admin; 404 for someone who is not a consultant", async () => {
    const { type } = await taxonomy();
    const { admin, consultant, customer } = kit;
    const colleague = await newConsultant();
    const onlyOwn = 'You can only change your own skills';
    expectError(await addSkill(customer, consultant.id, { supportTypeId: type.id }), 403, onlyOwn);
    expectError(await addSkill(colleague, consultant.id, { supportTypeId: type.id }), 403, onlyOwn);
    expectError(await addSkill(admin, customer.id, { supportTypeId: type.id }), 404, 'Consultant not found');
    expectError(
      await addSkill(customer, customer.id, { supportTypeId: type.id }),
      404,
      'Consultant not found',
    );
    expectError(await kit.send('GET', skillsUrl(customer.id), admin), 404, 'Consultant not found');

    const byAdmin = await addSkill(admin, colleague.id, { supportTypeId: type.id });
    expect(expectBody(byAdmin, 201, consultantSkillSchema)).toMatchObject({ consultantId: colleague.id });
  });

  it('adds a general skill and category skills, lists them general first, and refuses duplicates with 409', async () => {
    const someone = await newConsultant();
    const { type, kernel, backup, level1 } = await taxonomy();

    const general = await addSkill(someone, someone.id, { consultantId: someone.id, supportTypeId: type.id });
    expect(expectBody(general, 201, consultantSkillSchema)).toMatchObject({
      consultantId: someone.id,
      supportTypeId: type.id,
      supportTypeName: type.name,
      supportCategoryId: null,
      supportCategoryName: null,
      supportSubOptionId: null,
    });
    for (const category of [kernel, backup]) {
      const added = await addSkill(someone, someone.id, {
        supportTypeId: type.id,
        supportCategoryId: category.id,
      });
      expectBody(added, 201, consultantSkillSchema);
    }
    const withSub = await addSkill(someone, someone.id, {
      supportTypeId: type.id,
      supportCategoryId: kernel.id,
      supportSubOptionId: level1.id,
    });
    expect(expectBody(withSub, 201, consultantSkillSchema)).toMatchObject({
      supportSubOptionName: 'Level 1',
      supportCategoryName: 'Kernel',
    });

    expectError(
      await addSkill(someone, someone.id, { supportTypeId: type.id }),
      409,
      'The consultant already has this skill',
    );
    expectError(
      await addSkill(someone, someone.id, { supportTypeId: type.id, supportCategoryId: backup.id }),
      409,
      'The consultant already has this skill',
    );

    // Anyone signed in may read a consultant's skills: customers choose by them.
    const listed = await skillsOf(someone.id, kit.customer);
    expect(listed.map((skill) => [skill.supportCategoryName, skill.supportSubOptionName])).toEqual([
      [null, null],
      ['Backup', null],
      ['Kernel', null],
      ['Kernel', 'Level 1'],
    ]);
  });

  it('two identical adds at once: one 201, one 409', async () => {
    const someone = await newConsultant();
    const { type } = await taxonomy();
    const responses = await Promise.all(
      [1, 2].map(() => addSkill(someone, someone.id, { supportTypeId: type.id })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it("removes one's own skill; another consultant's skill id is 404 and stays", async () => {
    const someone = await newConsultant();
    const colleague = await newConsultant();
    const { type } = await taxonomy();
    const skill = expectBody(
      await addSkill(someone, someone.id, { supportTypeId: type.id }),
      201,
      consultantSkillSchema,
    );
    const remove = (consultantId: string, who: TestUser) =>
      kit.send('DELETE', `${skillsUrl(consultantId)}/${skill.id}`, who);

    expectError(await remove(colleague.id, colleague), 404, 'Skill not found');
    expectError(await remove(someone.id, colleague), 403, 'You can only change your own skills');
    expect(await skillsOf(someone.id, someone)).toHaveLength(1);

    const removed = await remove(someone.id, someone);
    expect(removed.statusCode).toBe(204);
    expect(await skillsOf(someone.id, someone)).toEqual([]);
    expectError(await remove(someone.id, someone), 404, 'Skill not found');
  });
});

describe('consultant directory', () => {
  /** A finished rating of the consultant with the three scores. */
  async function rate(rated: TestUser, scores: [number, number, number]) {
    await kit.database.db.insert(ticketRatings).values({
      orderId: crypto.randomUUID(),
      ratedByUserId: kit.customer.id,
      ratedUserId: rated.id,
      ratingForRole: 'Consultant',
      communicationProfessionalism: scores[0],
      resolutionQuality: scores[1],
      responseTime: scores[2],
    });
  }

  const bySkills = (query: string) =>
    kit.send('GET', `/api/SupportTaxonomy/consultants-by-skills?${query}`, kit.customer);
  const listedBySkills = async (query: string) =>
    expectBody(await bySkills(query), 200, consultantListSchema);

  it('401 without a session; 400 without a support type', async () => {
    expectError(await kit.send('GET', '/api/Users/consultants'), ...AUTHENTICATION_REQUIRED);
    expectError(
      await kit.send('GET', '/api/SupportTaxonomy/consultants-by-skills'),
      ...AUTHENTICATION_REQUIRED,
    );
    expectError(await bySkills(''), 400, 'supportTypeId is required', { path: 'supportTypeId' });
    expectError(await bySkills('supportTypeId=x'), 400, 'supportTypeId must be a valid id', {
      path: 'supportTypeId',
    });
  });

  it('matches a general skill to every category of its type and a category skill to its own only', async () => {
    const { type, kernel, backup } = await taxonomy();
    const generalist = await newConsultant({ firstName: 'Gita', lastName: 'General' });
    const specialist = await newConsultant({ firstName: 'Kiran', lastName: 'Kernel' });
    expectBody(
      await addSkill(generalist, generalist.id, { supportTypeId: type.id }),
      201,
      consultantSkillSchema,
    );
    expectBody(
      await addSkill(specialist, specialist.id, { supportTypeId: type.id, supportCategoryId: kernel.id }),
      201,
      consultantSkillSchema,
    );

    const ids = async (query: string) => (await listedBySkills(query)).map((row) => row.id).sort();
    expect(await ids(`supportTypeId=${type.id}`)).toEqual([generalist.id, specialist.id].sort());
    expect(await ids(`supportTypeId=${type.id}&supportCategoryId=${kernel.id}`)).toEqual(
      [generalist.id, specialist.id].sort(),
    );
    expect(await ids(`supportTypeId=${type.id}&supportCategoryId=${backup.id}`)).toEqual([generalist.id]);
    expect(await ids(`supportTypeId=${(await taxonomy()).type.id}`)).toEqual([]);
  });

  it('ranks by average rating then number of ratings, both descending, with rates in rupees and no e-mail', async () => {
    const { type } = await taxonomy();
    const top = await newConsultant({ lastName: 'Top' });
    const many = await newConsultant({ lastName: 'Many' });
    const few = await newConsultant({ lastName: 'Few' });
    const unrated = await newConsultant({ lastName: 'Unrated' });
    for (const someone of [top, many, few, unrated]) {
      expectBody(await addSkill(someone, someone.id, { supportTypeId: type.id }), 201, consultantSkillSchema);
    }
    await rate(top, [5, 5, 4]); // 4.67
    await rate(many, [4, 4, 4]);
    await rate(many, [4, 4, 4]);
    await rate(few, [4, 4, 4]);
    await kit.database.db.update(users).set({ hourlyRatePaise: 250050 }).where(eq(users.id, many.id));

    const listed = await listedBySkills(`supportTypeId=${type.id}`);
    expect(listed.map((row) => row.lastName)).toEqual(['Top', 'Many', 'Few', 'Unrated']);
    expect(listed[0]).toMatchObject({
      averageRating: 4.67,
      totalRatings: 1,
      role: 'Consultant',
      status: 'Active',
      hourlyRate: null,
    });
    expect(listed[1]).toMatchObject({ averageRating: 4, totalRatings: 2, hourlyRate: 2500.5 });
    expect(listed[3]).toMatchObject({ averageRating: 0, totalRatings: 0 });
    expect(listed[0]?.skills).toEqual([
      expect.objectContaining({ supportTypeId: type.id, supportCategoryId: null }),
    ]);
    for (const row of listed) expect(row).not.toHaveProperty('email');
  });

  it('keeps the ranking true as ratings are corrected, removed or go with their rater', async () => {
    const { type } = await taxonomy();
    const rated = await newConsultant({ lastName: 'Rated' });
    expectBody(await addSkill(rated, rated.id, { supportTypeId: type.id }), 201, consultantSkillSchema);
    const rater = await kit.newUser({ role: 'Customer' });
    const insertRating = (by: TestUser, scores: [number, number, number], role: 'Consultant' | 'Customer') =>
      kit.database.db
        .insert(ticketRatings)
        .values({
          orderId: crypto.randomUUID(),
          ratedByUserId: by.id,
          ratedUserId: rated.id,
          ratingForRole: role,
          communicationProfessionalism: scores[0],
          resolutionQuality: scores[1],
          responseTime: scores[2],
        })
        .returning({ id: ticketRatings.id });
    const standing = async () => {
      const row = (await listedBySkills(`supportTypeId=${type.id}`)).find((entry) => entry.id === rated.id);
      return { averageRating: row?.averageRating, totalRatings: row?.totalRatings };
    };

    const [first] = await insertRating(kit.customer, [5, 5, 5], 'Consultant');
    await insertRating(rater, [3, 3, 2], 'Consultant');
    // A rating of them as a customer is not a review of their consulting.
    await insertRating(kit.consultant, [1, 1, 1], 'Customer');
    expect(await standing()).toEqual({ averageRating: 3.83, totalRatings: 2 });

    if (!first) throw new Error('the rating was not stored');
    await kit.database.db
      .update(ticketRatings)
      .set({ communicationProfessionalism: 2, resolutionQuality: 2, responseTime: 2 })
      .where(eq(ticketRatings.id, first.id));
    expect(await standing()).toEqual({ averageRating: 2.33, totalRatings: 2 });

    await kit.database.db.delete(ticketRatings).where(eq(ticketRatings.id, first.id));
    expect(await standing()).toEqual({ averageRating: 2.67, totalRatings: 1 });

    // Deleting the rater's account takes their rating with it, and out of the totals.
    await kit.database.db.delete(users).where(eq(users.id, rater.id));
    expect(await standing()).toEqual({ averageRating: 0, totalRatings: 0 });
  });

  it("carries each consultant's profile time zone, null until they set one", async () => {
    const { type } = await taxonomy();
    const inIndia = await newConsultant({ lastName: 'Zoned' });
    const unzoned = await newConsultant({ lastName: 'Unzoned' });
    for (const someone of [inIndia, unzoned]) {
      expectBody(await addSkill(someone, someone.id, { supportTypeId: type.id }), 201, consultantSkillSchema);
    }
    await kit.database.db.update(users).set({ timeZone: 'Asia/Kolkata' }).where(eq(users.id, inIndia.id));

    const zoneOf = (rows: { id: string; timeZone: string | null }[], id: string) =>
      rows.find((row) => row.id === id)?.timeZone;
    const bySkill = await listedBySkills(`supportTypeId=${type.id}`);
    expect(zoneOf(bySkill, inIndia.id)).toBe('Asia/Kolkata');
    expect(zoneOf(bySkill, unzoned.id)).toBeNull();
    const all = expectBody(
      await kit.send('GET', '/api/Users/consultants', kit.customer),
      200,
      consultantListSchema,
    );
    expect(zoneOf(all, inIndia.id)).toBe('Asia/Kolkata');
    expect(zoneOf(all, unzoned.id)).toBeNull();
  });

  it('lists only active, verified consultants', async () => {
    const active = await newConsultant();
    const inactive = await newConsultant({ status: 'Inactive' });
    const unverified = await newConsultant({ verified: false });
    const response = await kit.send('GET', '/api/Users/consultants', kit.customer);
    const ids = expectBody(response, 200, consultantListSchema).map((row) => row.id);
    expect(ids).toContain(active.id);
    expect(ids).toContain(kit.consultant.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(unverified.id);
    expect(ids).not.toContain(kit.customer.id);
    expect(ids).not.toContain(kit.admin.id);
  });
});
