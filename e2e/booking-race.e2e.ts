import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { apiCall, apiLogin } from './support/api';
import { chosenSlotButtons, freeSlotButtons, stepHeading, walkWizardToReview } from './support/booking';
import { restoreSession } from './support/session';
import type { CreatedSupportType } from './support/supply';
import {
  type Account,
  type BookableConsultant,
  createAccount,
  createBookableConsultant,
  createTicketSupportType,
} from './support/tickets';
import { currentPath, toastTitles } from './support/ui';

const browser = useBrowser();

const CREATED = 'Support request created successfully';
const SLOTS_GONE =
  'Some selected time slots are no longer available. Please refresh and select different time slots.';
const JUST_BOOKED =
  'The selected time slots were just booked by another user. Please select different time slots.';
/** Reviews are not served yet (404); the loser's booking is refused with 409. */
const EXPECTED_STATUSES = [404, 409];

let supportType: CreatedSupportType;
let consultant: BookableConsultant;

beforeAll(async () => {
  supportType = await createTicketSupportType('Booking Race');
  consultant = await createBookableConsultant('race', supportType);
});

/**
 * Holds each page's POST /api/SupportRequests until both pages have sent theirs, then lets both
 * through at once: both pages have passed their own pre-submit slot check, and the server alone
 * decides who gets the slot.
 */
function releaseBookingsTogether(pages: Page[]) {
  let arrived = 0;
  let releaseAll: () => void = () => {};
  const allArrived = new Promise<void>((resolve) => {
    releaseAll = resolve;
  });
  return Promise.all(
    pages.map((page) =>
      page.route('**/api/SupportRequests', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        arrived += 1;
        if (arrived === pages.length) releaseAll();
        await allArrived;
        await route.continue();
      }),
    ),
  );
}

/** The consultant's earliest free slot, as the API lists it. */
async function earliestFreeSlotId(token: string) {
  const answer = await apiCall<Array<{ id: string; slotStartTime: string; status: string }>>(
    'GET',
    `/ConsultantAvailability?consultantId=${consultant.id}`,
    { token },
  );
  const free = answer.body
    .filter((slot) => slot.status === 'Available')
    .sort((a, b) => a.slotStartTime.localeCompare(b.slotStartTime));
  if (!free[0]) throw new Error('The consultant has no free slot left');
  return free[0].id;
}

async function ticketsOf(customer: Account) {
  const { token } = await apiLogin(customer.email, customer.password);
  const answer = await apiCall<{ total: number }>('GET', '/SupportRequests/recent/user', { token });
  return answer.body.total;
}

describe('two customers booking the same slot', () => {
  it('books it for exactly one; the other is told it was just booked and chooses slots again', async () => {
    const customers = [await createAccount('Customer', 'race.a'), await createAccount('Customer', 'race.b')];
    const pages: Page[] = [];
    const problems: string[][] = [];
    for (const customer of customers) {
      const page = await (await browser.newContext()).newPage();
      problems.push(watchProblems(page, { expectedStatuses: EXPECTED_STATUSES }));
      await restoreSession(page, customer.email, customer.password);
      await walkWizardToReview(page, {
        supportTypeName: supportType.name,
        categoryName: supportType.categories[0]?.name ?? '',
        priority: 'Medium',
        description: 'Both of us want the first slot tomorrow.',
        consultantName: consultant.name,
        slotIndexes: [0],
      });
      pages.push(page);
    }
    // Both pages show the same first slot for review.
    const [first, second] = pages as [Page, Page];
    const bookedSlot = await first
      .getByRole('region', { name: 'Review' })
      .locator('time')
      .first()
      .textContent();
    expect(await second.getByRole('region', { name: 'Review' }).locator('time').first().textContent()).toBe(
      bookedSlot,
    );

    await releaseBookingsTogether(pages);
    await Promise.all(pages.map((page) => page.getByRole('button', { name: 'Submit Request' }).click()));

    // Each page ends in one of two ways: on the new ticket, or back at the slots.
    const outcomes = await Promise.all(
      pages.map(async (page) => {
        await expect
          .poll(async () => {
            const titles = await toastTitles(page);
            return titles.includes(CREATED) || titles.includes(JUST_BOOKED);
          })
          .toBe(true);
        return (await toastTitles(page)).includes(CREATED) ? 'booked' : 'refused';
      }),
    );
    expect(outcomes.toSorted()).toEqual(['booked', 'refused']);

    const winner = pages[outcomes.indexOf('booked')] as Page;
    const loser = pages[outcomes.indexOf('refused')] as Page;
    await expect.poll(() => currentPath(winner)).toBe('/tickets');

    // The loser is back on step 4 with no slot chosen, and the taken slot is no longer offered.
    expect(currentPath(loser)).toBe('/support');
    await stepHeading(loser, 'Consultant').waitFor();
    await expect.poll(() => freeSlotButtons(loser).count()).toBe(consultant.freeSlotIds.length - 1);
    expect(await chosenSlotButtons(loser).count()).toBe(0);
    expect(await loser.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    const ticketCounts = await Promise.all(customers.map(ticketsOf));
    expect(ticketCounts.toSorted()).toEqual([0, 1]);
    expect(problems).toEqual([[], []]);
  });

  it('drops a slot booked by someone else meanwhile before submitting, and asks for other slots', async () => {
    const [customer, rival] = [
      await createAccount('Customer', 'race.late'),
      await createAccount('Customer', 'race.rival'),
    ];
    const page = await browser.newPage();
    const problems = watchProblems(page, { expectedStatuses: EXPECTED_STATUSES });
    await restoreSession(page, customer.email, customer.password);
    await walkWizardToReview(page, {
      supportTypeName: supportType.name,
      categoryName: supportType.categories[0]?.name ?? '',
      priority: 'Low',
      description: 'The first free slot, please.',
      consultantName: consultant.name,
      slotIndexes: [0],
    });

    // Someone else books the same slot while the review is open.
    const { token } = await apiLogin(rival.email, rival.password);
    const booked = await apiCall('POST', '/SupportRequests', {
      token,
      body: {
        supportTypeId: supportType.id,
        supportCategoryId: supportType.categories[0]?.id,
        title: 'The faster booking',
        description: 'Faster.',
        priority: 'High',
        consultantId: consultant.id,
        timeSlotIds: [await earliestFreeSlotId(token)],
      },
    });
    expect(booked.status).toBe(201);

    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect.poll(() => toastTitles(page)).toContain(SLOTS_GONE);
    await stepHeading(page, 'Consultant').waitFor();
    expect(await chosenSlotButtons(page).count()).toBe(0);
    expect(await ticketsOf(customer)).toBe(0);
    expect(problems).toEqual([]);
  });
});
