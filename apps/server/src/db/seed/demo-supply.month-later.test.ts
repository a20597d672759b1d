import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMovableClock } from '../../../test/movable-clock';
import { bearer } from '../../../test/send-request';
import { createTestApp, type TestContext } from '../../../test/test-app';
import {
  availabilityFilledDays,
  availabilityPatterns,
  availabilitySlots,
  consultantSkills,
  tickets,
  users,
} from '../schema';
import { DEMO_PASSWORD } from './first-run';
import { seedOnStart } from './seed-on-start';

/*
 * The demo on the application's own clock: started today, it is still bookable a month later once
 * the hourly weekly fill has run, and a restart of the seed at either time changes nothing.
 */

const silentLog = { info: () => {}, warn: () => {} } as never;
const DAY_MS = 24 * 60 * 60_000;
const STARTED = new Date();
const CONSULTANTS = [
  { email: 'consultant@example.com', typeCode: 'BASIS' },
  { email: 'consultant2@example.com', typeCode: 'CLOUD' },
];

const clock = createMovableClock(STARTED.toISOString());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(() => ctx.close());

const seed = () => seedOnStart(ctx.app, ctx.database.db, { seedDemo: true, now: clock.now() }, silentLog);

async function signIn(email: string) {
  const response = await ctx.send('POST', '/api/auth/login', null, { email, password: DEMO_PASSWORD });
  expect(response.statusCode, email).toBe(200);
  return response.json<{ id: string; token: string }>();
}

/** Everything the seed writes, in a fixed order: a restart must leave it exactly so. */
async function seededState() {
  const { db } = ctx.database;
  return {
    users: await db.select().from(users).orderBy(asc(users.email)),
    skills: await db.select().from(consultantSkills).orderBy(asc(consultantSkills.id)),
    patterns: await db.select().from(availabilityPatterns).orderBy(asc(availabilityPatterns.id)),
    filledDays: await db
      .select()
      .from(availabilityFilledDays)
      .orderBy(asc(availabilityFilledDays.consultantId), asc(availabilityFilledDays.day)),
    slots: await db.select().from(availabilitySlots).orderBy(asc(availabilitySlots.id)),
    tickets: await db.select().from(tickets).orderBy(asc(tickets.id)),
  };
}

/** The consultant's slots that a customer can book now: free and not yet begun. */
async function bookableSlots(customerToken: string, consultantId: string) {
  const response = await ctx.send(
    'GET',
    `/api/ConsultantAvailability?consultantId=${consultantId}`,
    bearer(customerToken),
  );
  expect(response.statusCode).toBe(200);
  return response
    .json<Array<{ id: string; slotStartTime: string; status: string }>>()
    .filter((slot) => slot.status === 'Available' && Date.parse(slot.slotStartTime) > clock.now().getTime());
}

describe('the demo, a month after it started', () => {
  it('starts with its tickets, and a restart the same day changes nothing', async () => {
    expect(await seed()).toMatchObject({ demoCreated: true, demoTickets: 3 });
    const state = await seededState();
    expect(await seed()).toMatchObject({
      demoCreated: false,
      demoTickets: 0,
      demoSupply: { skillsAdded: 0, patternBlocksAdded: 0, slotsAdded: 0 },
    });
    expect(await seededState()).toEqual(state);
  });

  it('still has bookable slots for each demo consultant 30 days later, once the hourly fill has run', async () => {
    clock.set(new Date(STARTED.getTime() + 30 * DAY_MS).toISOString());
    const customer = await signIn('customer@example.com');
    const consultants = await Promise.all(CONSULTANTS.map(({ email }) => signIn(email)));

    // The seeded week is long over: nothing is left to book until the fill runs.
    for (const consultant of consultants) {
      expect(await bookableSlots(customer.token, consultant.id)).toEqual([]);
    }
    expect(await ctx.app.backgroundJobs.runDue()).toBeGreaterThan(0);

    const types = (await ctx.send('GET', '/api/SupportTaxonomy')).json<
      Array<{ id: string; shortCode: string; categories: Array<{ id: string }> }>
    >();
    for (const [index, consultant] of consultants.entries()) {
      const free = await bookableSlots(customer.token, consultant.id);
      // Six working days a week of at least 13 slots each are ahead.
      expect(free.length).toBeGreaterThanOrEqual(6 * 13);

      const type = types.find((candidate) => candidate.shortCode === CONSULTANTS[index]?.typeCode);
      const subOptions = (
        await ctx.send('GET', `/api/SupportTaxonomy/suboptions?typeId=${type?.id}`, bearer(customer.token))
      ).json<Array<{ id: string; requiresSrIdentifier: boolean }>>();
      const booked = await ctx.send('POST', '/api/SupportRequests', bearer(customer.token), {
        supportTypeId: type?.id,
        supportCategoryId: type?.categories[0]?.id,
        supportSubOptionId: subOptions.find((option) => !option.requiresSrIdentifier)?.id ?? null,
        title: 'Demo booking a month on',
        description: 'A month into the demo, the consultant still has time to book.',
        priority: 'Medium',
        consultantId: consultant.id,
        timeSlotIds: [free[0]?.id],
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
  });

  it('changes nothing when it restarts then', async () => {
    const state = await seededState();
    expect(await seed()).toMatchObject({
      demoCreated: false,
      demoTickets: 0,
      demoSupply: { skillsAdded: 0, patternBlocksAdded: 0, slotsAdded: 0 },
    });
    expect(await seededState()).toEqual(state);
  });
});
