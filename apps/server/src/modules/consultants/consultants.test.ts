import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createUser,
  EXPECTED_ERRORS,
  type TestUser,
  type UserOverrides,
} from '../../../test/factories';
import { openRouteSuite, type RouteMethod, routeRequester } from '../../../test/route-suite';
import type { TestContext } from '../../../test/test-app';
import { ticketRatings, users } from '../../db/schema';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let consultant: TestUser;

beforeAll(async () => {
  ({ ctx, admin, customer, consultant } = await openRouteSuite({ firstName: 'Divya', lastName: 'Nair' }));
});
afterAll(() => ctx.close());

const request = routeRequester(() => ctx);

const code = (prefix: string) => `${prefix}${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
const skillsUrl = (consultantId: string) => `/api/SupportTaxonomy/consultant/${consultantId}/skills`;

async function adminPost<T>(path: string, payload: unknown): Promise<T & { id: string }> {
  const response = await request('POST', `/api/SupportTaxonomy/admin/${path}`, {
    payload,
    headers: authHeader(admin),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A support type with two categories and a sub-option, all this test's own. */
async function taxonomy() {
  const type = await adminPost<{ name: string }>('types', { name: `Type ${code('')}`, shortCode: code('T') });
  const kernel = await adminPost<{ name: string }>('categories', {
    name: 'Kernel',
    shortCode: 'KE',
    supportTypeId: type.id,
  });
  const backup = await adminPost<{ name: string }>('categories', {
    name: 'Backup',
    shortCode: 'BK',
    supportTypeId: type.id,
  });
  const level1 = await adminPost<{ name: string }>('suboptions', {
    name: 'Level 1',
    shortCode: 'L1',
    supportTypeId: type.id,
  });
  return { type, kernel, backup, level1 };
}

const newConsultant = (overrides: UserOverrides = {}) =>
  createUser(ctx.database.db, { role: 'Consultant', ...overrides });

async function addSkill(who: TestUser, consultantId: string, payload: Record<string, unknown>) {
  return request('POST', skillsUrl(consultantId), { payload, headers: authHeader(who) });
}

function expectError(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  error: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect((response.json() as { error: string }).error).toBe(error);
}

describe('consultant skills', () => {
  it('401 without a session on every skills route', async () => {
    const skillId = crypto.randomUUID();
    for (const [method, url] of [
      ['GET', skillsUrl(consultant.id)],
      ['POST', skillsUrl(consultant.id)],
      ['DELETE', `${skillsUrl(consultant.id)}/${skillId}`],
    ] as Array<[RouteMethod, string]>) {
      expect((await request(method, url, { payload: method === 'POST' ? {} : undefined })).json()).toEqual(
        EXPECTED_ERRORS.unauthenticated,
      );
    }
  });

  it('400 for a malformed request: ids, a missing type, a consultantId other than the path', async () => {
    const { type } = await taxonomy();
    expectError(
      await request('GET', skillsUrl('nope'), { headers: authHeader(consultant) }),
      400,
      'Invalid id',
    );
    expectError(await addSkill(consultant, consultant.id, {}), 400, 'supportTypeId is required');
    expectError(
      await addSkill(consultant, consultant.id, { supportTypeId: 'x' }),
      400,
      'supportTypeId must be a valid id',
    );
    expectError(
      await addSkill(consultant, consultant.id, { supportTypeId: type.id, supportCategoryId: 'x' }),
      400,
      'supportCategoryId must be a valid id',
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
    const colleague = await newConsultant();
    expectError(
      await addSkill(customer, consultant.id, { supportTypeId: type.id }),
      403,
      'You can only change your own skills',
    );
    expectError(
      await addSkill(colleague, consultant.id, { supportTypeId: type.id }),
      403,
      'You can only change your own skills',
    );
    expectError(await addSkill(admin, customer.id, { supportTypeId: type.id }), 404, 'Consultant not found');
    expectError(
      await addSkill(customer, customer.id, { supportTypeId: type.id }),
      404,
      'Consultant not found',
    );
    expectError(
      await request('GET', skillsUrl(customer.id), { headers: authHeader(admin) }),
      404,
      'Consultant not found',
    );

    const byAdmin = await addSkill(admin, colleague.id, { supportTypeId: type.id });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json()).toMatchObject({ consultantId: colleague.id });
  });

  it('adds a general skill and category skills, lists them general first, and refuses duplicates with 409', async () => {
    const someone = await newConsultant();
    const { type, kernel, backup, level1 } = await taxonomy();

    const general = await addSkill(someone, someone.id, { consultantId: someone.id, supportTypeId: type.id });
    expect(general.statusCode, general.body).toBe(201);
    expect(general.json()).toMatchObject({
      consultantId: someone.id,
      supportTypeId: type.id,
      supportTypeName: type.name,
      supportCategoryId: null,
      supportCategoryName: null,
      supportSubOptionId: null,
    });
    for (const category of [kernel, backup]) {
      expect(
        (await addSkill(someone, someone.id, { supportTypeId: type.id, supportCategoryId: category.id }))
          .statusCode,
      ).toBe(201);
    }
    const withSub = await addSkill(someone, someone.id, {
      supportTypeId: type.id,
      supportCategoryId: kernel.id,
      supportSubOptionId: level1.id,
    });
    expect(withSub.json()).toMatchObject({ supportSubOptionName: 'Level 1', supportCategoryName: 'Kernel' });

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
    const listed = await request('GET', skillsUrl(someone.id), { headers: authHeader(customer) });
    expect(listed.statusCode).toBe(200);
    expect(
      (
        listed.json() as Array<{ supportCategoryName: string | null; supportSubOptionName: string | null }>
      ).map((skill) => [skill.supportCategoryName, skill.supportSubOptionName]),
    ).toEqual([
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
    const skill = (await addSkill(someone, someone.id, { supportTypeId: type.id })).json() as { id: string };

    expectError(
      await request('DELETE', `${skillsUrl(colleague.id)}/${skill.id}`, { headers: authHeader(colleague) }),
      404,
      'Skill not found',
    );
    expectError(
      await request('DELETE', `${skillsUrl(someone.id)}/${skill.id}`, { headers: authHeader(colleague) }),
      403,
      'You can only change your own skills',
    );
    expect(
      (await request('GET', skillsUrl(someone.id), { headers: authHeader(someone) })).json(),
    ).toHaveLength(1);

    const removed = await request('DELETE', `${skillsUrl(someone.id)}/${skill.id}`, {
      headers: authHeader(someone),
    });
    expect(removed.statusCode).toBe(204);
    expect((await request('GET', skillsUrl(someone.id), { headers: authHeader(someone) })).json()).toEqual(
      [],
    );
    expectError(
      await request('DELETE', `${skillsUrl(someone.id)}/${skill.id}`, { headers: authHeader(someone) }),
      404,
      'Skill not found',
    );
  });
});

describe('consultant directory', () => {
  /** A finished rating of the consultant with the three scores. */
  async function rate(rated: TestUser, scores: [number, number, number]) {
    await ctx.database.db.insert(ticketRatings).values({
      orderId: crypto.randomUUID(),
      ratedByUserId: customer.id,
      ratedUserId: rated.id,
      ratingForRole: 'Consultant',
      communicationProfessionalism: scores[0],
      resolutionQuality: scores[1],
      responseTime: scores[2],
    });
  }

  const bySkills = (query: string, who: TestUser = customer) =>
    request('GET', `/api/SupportTaxonomy/consultants-by-skills?${query}`, { headers: authHeader(who) });

  it('401 without a session; 400 without a support type', async () => {
    expect((await request('GET', '/api/Users/consultants')).json()).toEqual(EXPECTED_ERRORS.unauthenticated);
    expect((await request('GET', '/api/SupportTaxonomy/consultants-by-skills')).json()).toEqual(
      EXPECTED_ERRORS.unauthenticated,
    );
    expectError(await bySkills(''), 400, 'supportTypeId is required');
    expectError(await bySkills('supportTypeId=x'), 400, 'supportTypeId must be a valid id');
  });

  it('matches a general skill to every category of its type and a category skill to its own only', async () => {
    const { type, kernel, backup } = await taxonomy();
    const generalist = await newConsultant({ firstName: 'Gita', lastName: 'General' });
    const specialist = await newConsultant({ firstName: 'Kiran', lastName: 'Kernel' });
    await addSkill(generalist, generalist.id, { supportTypeId: type.id });
    await addSkill(specialist, specialist.id, { supportTypeId: type.id, supportCategoryId: kernel.id });

    const ids = async (query: string) =>
      ((await bySkills(query)).json() as Array<{ id: string }>).map((row) => row.id).sort();
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
    for (const someone of [top, many, few, unrated])
      await addSkill(someone, someone.id, { supportTypeId: type.id });
    await rate(top, [5, 5, 4]); // 4.67
    await rate(many, [4, 4, 4]);
    await rate(many, [4, 4, 4]);
    await rate(few, [4, 4, 4]);
    await ctx.database.db.update(users).set({ hourlyRatePaise: 250050 }).where(eq(users.id, many.id));

    const listed = (await bySkills(`supportTypeId=${type.id}`)).json() as Array<Record<string, unknown>>;
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
    await addSkill(rated, rated.id, { supportTypeId: type.id });
    const rater = await createUser(ctx.database.db, { role: 'Customer' });
    const insertRating = (by: TestUser, scores: [number, number, number], role: 'Consultant' | 'Customer') =>
      ctx.database.db
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
      const listed = (await bySkills(`supportTypeId=${type.id}`)).json() as Array<Record<string, unknown>>;
      const row = listed.find((entry) => entry.id === rated.id);
      return { averageRating: row?.averageRating, totalRatings: row?.totalRatings };
    };

    const [first] = await insertRating(customer, [5, 5, 5], 'Consultant');
    await insertRating(rater, [3, 3, 2], 'Consultant');
    // A rating of them as a customer is not a review of their consulting.
    await insertRating(consultant, [1, 1, 1], 'Customer');
    expect(await standing()).toEqual({ averageRating: 3.83, totalRatings: 2 });

    if (!first) throw new Error('the rating was not stored');
    await ctx.database.db
      .update(ticketRatings)
      .set({ communicationProfessionalism: 2, resolutionQuality: 2, responseTime: 2 })
      .where(eq(ticketRatings.id, first.id));
    expect(await standing()).toEqual({ averageRating: 2.33, totalRatings: 2 });

    await ctx.database.db.delete(ticketRatings).where(eq(ticketRatings.id, first.id));
    expect(await standing()).toEqual({ averageRating: 2.67, totalRatings: 1 });

    // Deleting the rater's account takes their rating with it, and out of the totals.
    await ctx.database.db.delete(users).where(eq(users.id, rater.id));
    expect(await standing()).toEqual({ averageRating: 0, totalRatings: 0 });
  });

  it('lists only active, verified consultants', async () => {
    const active = await newConsultant();
    const inactive = await newConsultant({ status: 'Inactive' });
    const unverified = await newConsultant({ verified: false });
    const response = await request('GET', '/api/Users/consultants', { headers: authHeader(customer) });
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as Array<{ id: string; role: string }>).map((row) => row.id);
    expect(ids).toContain(active.id);
    expect(ids).toContain(consultant.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(unverified.id);
    expect(ids).not.toContain(customer.id);
    expect(ids).not.toContain(admin.id);
  });
});
