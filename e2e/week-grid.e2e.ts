import crypto from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, watchProblems } from './browser';
import { apiCall, apiLogin } from './support/api';
import { seriousA11yViolations } from './support/axe';
import {
  chooseSlots,
  chosenSlotButtons,
  freeSlotsInTimeOrder,
  slotPicker,
  stepHeading,
} from './support/booking';
import { restoreSession } from './support/session';
import { type CreatedSupportType, createSupportType, uniqueCode } from './support/supply';
import { presetTheme, type Theme } from './support/theme';
import { type BookableConsultant, createAccount, createBookableConsultant } from './support/tickets';
import { waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();

/** The customer's browser is in Berlin; the consultant publishes in whole UTC hours. */
const CUSTOMER_ZONE = 'Europe/Berlin';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const UNAVAILABLE = 'This ticket does not exist or you do not have access to it.';
const MINUTE_MS = 60_000;
const HALF_HOUR_MS = 30 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

let supportType: CreatedSupportType;
let consultant: BookableConsultant;
let bookedSlotId: string;
let pastSlotId: string;

/** yyyy-mm-dd of the calendar day an instant falls on in a zone. */
const dayKeyIn = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** 'Thu, Nov 26' for a yyyy-mm-dd, as the grid's column headings and day tabs write it. */
const headingOfDay = (key: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${key}T12:00:00Z`));

/**
 * The grid's days: today in the zone up to the day there on which the slots the page reads can
 * last start. The API reads the request's dates as whole UTC days, today to +7.
 */
function windowDayHeadings(timeZone: string, now = Date.now()) {
  const today = new Date(now);
  const windowEnd = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 8);
  const first = Date.parse(`${dayKeyIn(now, timeZone)}T12:00:00Z`);
  const last = Date.parse(`${dayKeyIn(windowEnd - 1, timeZone)}T12:00:00Z`);
  const headings: string[] = [];
  for (let at = first; at <= last; at += DAY_MS)
    headings.push(headingOfDay(new Date(at).toISOString().slice(0, 10)));
  return headings;
}

beforeAll(async () => {
  const tag = uniqueCode('G');
  supportType = await createSupportType({
    name: `Grid Basis ${tag}`,
    description: `Basis work booked on the week grid (${tag}).`,
    categories: [{ name: 'System Copy', description: 'Homogeneous copies and refreshes.' }],
  });
  // 10 hours from 07:00 UTC the day after tomorrow: 20 slots on one Berlin day (08:00 or 09:00 to
  // 18:00 or 19:00) whenever the test runs, so the grid's columns and the phone's day tabs hold
  // them all; never Berlin's today, which from 23:00 UTC on is already UTC's tomorrow.
  consultant = await createBookableConsultant('grid', supportType, {
    blockHours: [8, 2],
    startHourUtc: 7,
    daysAhead: 2,
  });

  // Someone else has booked the first slot.
  const rival = await createAccount('Customer', 'grid.rival');
  const { token: rivalToken } = await apiLogin(rival.email, rival.password);
  bookedSlotId = consultant.freeSlotIds[0] ?? '';
  const booked = await apiCall('POST', '/SupportRequests', {
    token: rivalToken,
    body: {
      supportTypeId: supportType.id,
      supportCategoryId: supportType.categories[0]?.id,
      title: 'The first slot',
      description: 'The first slot, please.',
      priority: 'Low',
      consultantId: consultant.id,
      timeSlotIds: [bookedSlotId],
    },
  });
  expect(booked.status).toBe(201);

  // A slot that began a few seconds ago (the server takes a start up to a minute back).
  const { token } = await apiLogin(consultant.email, consultant.password);
  const start = new Date(Date.now() - 10_000);
  const past = await apiCall<{ slots: Array<{ id: string }> }>('POST', '/ConsultantAvailability', {
    token,
    body: {
      consultantId: consultant.id,
      slotStartTime: start.toISOString(),
      slotEndTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    },
  });
  expect(past.status).toBe(201);
  pastSlotId = past.body.slots[0]?.id ?? '';
});

/** A new customer (in Berlin unless told), through steps 1 to 3, with the consultant picked on step 4. */
async function openSlotStep(
  label: string,
  options: {
    viewport: { width: number; height: number };
    theme?: Theme;
    expectedStatuses?: number[];
    timeZone?: string;
    consultantName?: string;
  },
) {
  const customer = await createAccount('Customer', label);
  const context = await browser.newContext({
    viewport: options.viewport,
    timezoneId: options.timeZone ?? CUSTOMER_ZONE,
    locale: 'en-US',
  });
  if (options.theme) await presetTheme(context, options.theme);
  const page = await context.newPage();
  const problems = watchProblems(page, { expectedStatuses: options.expectedStatuses });
  await restoreSession(page, customer.email, customer.password);
  await page.goto('/support');
  await page.getByRole('radio', { name: supportType.name, exact: true }).click();
  await stepHeading(page, 'Category').waitFor();
  await page.getByRole('radio', { name: 'System Copy', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, 'Details').waitFor();
  await page.getByRole('radio', { name: 'Medium', exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill('QAS refresh from PRD');
  await page.getByLabel('Description').fill('Refresh QAS from PRD over the weekend.');
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, 'Consultant').waitFor();
  await page.getByRole('radio', { name: options.consultantName ?? consultant.name, exact: true }).click();
  return { page, context, customer, problems };
}

/** Whether the whole element is inside the window as it is scrolled now. */
async function isInView(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

const focusedSlotId = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.slotId ?? null);

describe('week grid on step 4 (desktop)', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`shows the window's days, booked and past slots that cannot be chosen, arrows and Space, a total that stays in view, the 16-slot cap (${theme}, axe)`, async () => {
      const { page, problems } = await openSlotStep(`grid.desktop.${theme}`, { viewport: DESKTOP, theme });
      const grid = page.getByRole('table', { name: 'Time slots over the next 7 days' });
      await grid.waitFor();

      // A column for each day from today in the viewer's zone to the window's last, after the time column.
      expect(await grid.locator('thead th').allTextContents()).toEqual([
        'Time',
        ...windowDayHeadings(CUSTOMER_ZONE),
      ]);
      // The zone is named once, as the browser's (the consultant has not set theirs).
      expect(await page.getByTestId('slot-zones').textContent()).toMatch(/^Times in your zone \(CES?T\)$/);

      // Booked and past slots are there in words, with nothing to press.
      await slotPicker(page).getByText('Booked', { exact: true }).first().waitFor();
      await slotPicker(page).getByText('Past', { exact: true }).first().waitFor();
      expect(await page.locator(`button[data-slot-id="${bookedSlotId}"]`).count()).toBe(0);
      expect(await page.locator(`button[data-slot-id="${pastSlotId}"]`).count()).toBe(0);
      const free = await freeSlotsInTimeOrder(page);
      expect(free).toHaveLength(consultant.freeSlotIds.length - 1);

      // The keyboard: one tab stop, arrows between free slots, Space and Enter toggle.
      const firstId = await free[0]?.getAttribute('data-slot-id');
      const secondId = await free[1]?.getAttribute('data-slot-id');
      expect(await grid.locator('button[tabindex="0"]').count()).toBe(1);
      await grid.locator('button[tabindex="0"]').focus();
      expect(await focusedSlotId(page)).toBe(firstId);
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      expect(await focusedSlotId(page)).toBe(secondId);
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowUp');
      expect(await focusedSlotId(page)).toBe(firstId);
      expect(await chosenSlotButtons(page).count()).toBe(2);
      const estimate = page.getByTestId('slot-estimate');
      expect(await estimate.textContent()).toBe('2 slots selected · 1 hour · Estimated total ₹1,500.00');
      expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(false);

      // The total and Next stay in view wherever the grid is scrolled to.
      const next = page.getByRole('button', { name: 'Next' });
      await grid.locator('thead').scrollIntoViewIfNeeded();
      expect(await isInView(page, next)).toBe(true);
      expect(await isInView(page, estimate)).toBe(true);
      await free.at(-1)?.scrollIntoViewIfNeeded();
      expect(await isInView(page, next)).toBe(true);
      expect(await isInView(page, estimate)).toBe(true);

      // Sixteen at most: the rest wait, saying why, and a press does nothing.
      await chooseSlots(
        page,
        Array.from({ length: 14 }, (_, index) => index + 2),
      );
      const cap = page.getByRole('status').filter({ hasText: 'A request can book at most 16 slots' });
      await cap.waitFor();
      expect(await estimate.textContent()).toContain('16 slots selected · 8 hours');
      const waiting = free[16] as Locator;
      expect(await waiting.getAttribute('aria-disabled')).toBe('true');
      await waiting.click({ force: true });
      expect(await waiting.getAttribute('aria-pressed')).toBe('false');
      expect(await chosenSlotButtons(page).count()).toBe(16);

      expect(await seriousA11yViolations(page), `axe on the week grid (${theme})`).toEqual([]);

      // The review lists the chosen slots in the viewer's zone.
      await next.click();
      await stepHeading(page, 'Review').waitFor();
      expect(await page.getByRole('region', { name: 'Review' }).locator('li time').count()).toBe(16);
      expect(problems).toEqual([]);
    });
  }
});

describe('day list on step 4 (phone) and links to the ticket', () => {
  it('chooses slots day by day, books, lands on the new ticket, copies its link; an unknown link says so in words', async () => {
    const { page, context, customer, problems } = await openSlotStep('grid.phone', {
      viewport: PHONE,
      expectedStatuses: [400, 404],
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });

    // No grid on a phone: a tab for each day of the window, the first with a free slot open.
    const days = page.getByTestId('day-list');
    await days.waitFor();
    expect(await page.getByRole('table', { name: 'Time slots over the next 7 days' }).isVisible()).toBe(
      false,
    );
    expect(await days.getByRole('tab').allTextContents()).toEqual(windowDayHeadings(CUSTOMER_ZONE));
    await chooseSlots(page, [0, 1]);
    const estimate = page.getByTestId('slot-estimate');
    expect(await estimate.textContent()).toBe('2 slots selected · 1 hour · Estimated total ₹1,500.00');
    const next = page.getByRole('button', { name: 'Next' });
    expect(await isInView(page, next)).toBe(true);
    // Today holds only the slot that has begun; back to the chosen day, the choice holds.
    const chosenDay = (await days.getByRole('tab', { selected: true }).textContent()) ?? '';
    await days.getByRole('tab').first().click();
    await days.getByText('Past', { exact: true }).waitFor();
    expect(await chosenSlotButtons(page).count()).toBe(0);
    expect(await seriousA11yViolations(page), 'axe on the day list').toEqual([]);
    await days.getByRole('tab', { name: chosenDay, exact: true }).click();
    await expect.poll(() => chosenSlotButtons(page).count()).toBe(2);

    await next.click();
    await stepHeading(page, 'Review').waitFor();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await waitForToast(page, 'Support request created successfully');

    // The new ticket opens at once; the address forgets ?ticket=, the dialog keeps a link.
    await waitForPath(page, '/tickets');
    const { token } = await apiLogin(customer.email, customer.password);
    const mine = await apiCall<{ items: Array<{ id: string; orderNumber: string }> }>(
      'GET',
      '/SupportRequests/recent/user',
      { token },
    );
    const ticket = mine.body.items[0];
    expect(ticket).toBeDefined();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(ticket?.orderNumber ?? '', { exact: true })
      .first()
      .waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await waitForToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl()}/tickets?ticket=${ticket?.id}`,
    );

    // A link to a ticket that is not there, or not an id at all: the same words.
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      await page.goto(`/tickets?ticket=${id}`);
      await page.getByRole('dialog').getByText(UNAVAILABLE, { exact: true }).waitFor();
      expect(await page.getByRole('dialog').textContent()).not.toContain('Invalid id');
    }
    expect(problems).toEqual([]);
  });
});

/** A customer in Kolkata: no daylight saving, so the seventh day after today is 7 × 24 hours on. */
const EDGE_ZONE = 'Asia/Kolkata';

describe('the seventh day after today, at the end of the window', () => {
  let edge: BookableConsultant;
  let dayBeforeSlotId: string;
  let lastDaySlotId: string;
  let lastDayHeading: string;

  beforeAll(async () => {
    edge = await createBookableConsultant('grid.edge', supportType, { blockHours: [] });
    const { token } = await apiLogin(edge.email, edge.password);
    const now = Date.now();
    const daySeven = dayKeyIn(now + 7 * DAY_MS, EDGE_ZONE);
    lastDayHeading = headingOfDay(daySeven);
    // The latest start the block form takes (7 days from now, less a margin), else that day's first.
    const latest = Math.floor((now + 7 * DAY_MS - 2 * MINUTE_MS) / HALF_HOUR_MS) * HALF_HOUR_MS;
    const start = Math.max(Date.parse(`${daySeven}T00:00:00+05:30`), latest);
    const ids: string[] = [];
    // The same time the day before: the same row, one column to the left.
    for (const at of [start - DAY_MS, start]) {
      const published = await apiCall<{ slots: Array<{ id: string }> }>('POST', '/ConsultantAvailability', {
        token,
        body: {
          consultantId: edge.id,
          slotStartTime: new Date(at).toISOString(),
          slotEndTime: new Date(at + HALF_HOUR_MS).toISOString(),
        },
      });
      expect(published.status).toBe(201);
      ids.push(published.body.slots[0]?.id ?? '');
    }
    [dayBeforeSlotId = '', lastDaySlotId = ''] = ids;
  });

  it('is a day tab on a phone, holding its slot', async () => {
    const { page, problems } = await openSlotStep('grid.edge.phone', {
      viewport: PHONE,
      timeZone: EDGE_ZONE,
      consultantName: edge.name,
    });
    const days = page.getByTestId('day-list');
    await days.waitFor();
    expect(await days.getByRole('tab').allTextContents()).toEqual(windowDayHeadings(EDGE_ZONE));
    await days.getByRole('tab', { name: lastDayHeading, exact: true }).click();
    await days.locator(`button[data-slot-id="${lastDaySlotId}"]`).waitFor();
    expect(problems).toEqual([]);
  });

  it('is a column on a wider screen that the arrow keys reach, and its slot is booked', async () => {
    const { page, customer, problems } = await openSlotStep('grid.edge.desktop', {
      viewport: DESKTOP,
      timeZone: EDGE_ZONE,
      consultantName: edge.name,
    });
    const grid = page.getByRole('table', { name: 'Time slots over the next 7 days' });
    await grid.waitFor();
    const headings = await grid.locator('thead th').allTextContents();
    expect(headings).toEqual(['Time', ...windowDayHeadings(EDGE_ZONE)]);
    // The slot sits in the seventh column after today's, under its day's heading.
    const last = grid.locator(`button[data-slot-id="${lastDaySlotId}"]`);
    const column = Number(await last.locator('xpath=ancestor::td[1]').getAttribute('data-column'));
    expect(column).toBe(7);
    expect(headings[column + 1]).toBe(lastDayHeading);

    // The keyboard crosses into it: from the day before at the same time, one to the right.
    await grid.locator('button[tabindex="0"]').focus();
    expect(await focusedSlotId(page)).toBe(dayBeforeSlotId);
    await page.keyboard.press('ArrowRight');
    expect(await focusedSlotId(page)).toBe(lastDaySlotId);
    await page.keyboard.press('Space');
    await last.and(page.locator('[aria-pressed="true"]')).waitFor();
    expect(await page.getByTestId('slot-estimate').textContent()).toContain('1 slot selected');

    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 'Review').waitFor();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await waitForToast(page, 'Support request created successfully');
    await waitForPath(page, '/tickets');
    const { token } = await apiLogin(customer.email, customer.password);
    const slots = await apiCall<Array<{ id: string; isBooked: boolean }>>(
      'GET',
      `/ConsultantAvailability?consultantId=${edge.id}`,
      { token },
    );
    expect(slots.body.find((slot) => slot.id === lastDaySlotId)?.isBooked).toBe(true);
    expect(problems).toEqual([]);
  });
});
