import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { adminToken, apiCall, apiLogin } from './support/api';
import { closeWithHours } from './support/payments';
import { expectNewToast } from './support/supply';
import { cardOf, fieldOf, openSignedIn, payButton } from './support/ticket-pages';
import { type BookedTicket, CONSULTANT_HOURLY_RATE, useTicketDesk } from './support/tickets';

/**
 * What a bill is made of (decision 028): the time a ticket holds now, or the hours logged; nothing
 * when it holds nothing; and the consultant sees what they earned, never whether it was paid.
 */

const browser = useBrowser();

const desk = useTicketDesk('billing', 'Billing Audit');
/** Two separate 1-hour sessions: one is released, then the ticket is closed with 1 hour and paid. */
let twoSessions: BookedTicket;
/** One session, released, then closed by an admin without hours: it bills nothing. */
let nothingHeld: BookedTicket;

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
const TWO_HOURS = rupees(2 * CONSULTANT_HOURLY_RATE);
const ONE_HOUR = rupees(CONSULTANT_HOURLY_RATE);
const NOTHING = rupees(0);
const NOTHING_TO_PAY = 'This ticket has nothing to pay: no hours were logged and it holds no booked time';
/** Words of payment a consultant must never read (spec §6). */
const PAYMENT_WORDS = /payment|paid|refund|receipt/i;

beforeAll(async () => {
  // One block of 8 half-hour slots: slots 0-1 and 4-5 are two hours apart, two sessions.
  const [first, second, , , fifth, sixth, seventh, eighth] = desk.consultant.freeSlotIds;
  if (!(first && second && fifth && sixth && seventh && eighth)) throw new Error('Expected 8 free slots');
  twoSessions = await desk.book({
    description: 'The transport of the new posting rules waits in the import queue of quality.',
    slotIds: [first, second, fifth, sixth],
  });
  nothingHeld = await desk.book({
    description: 'Archiving of old change documents stopped after the kernel patch.',
    slotIds: [seventh, eighth],
  });
});

const anyPayButton = (scope: Locator | Page) => scope.getByRole('button', { name: /^Pay / });
const detailsOf = (page: Page, ticket: BookedTicket) =>
  page.getByRole('dialog', { name: new RegExp(ticket.orderNumber) });

async function openDetails(page: Page, ticket: BookedTicket) {
  await cardOf(page, ticket)
    .getByRole('button', { name: `View Details of ${ticket.orderNumber}` })
    .click();
  const dialog = detailsOf(page, ticket);
  await dialog.getByRole('tab', { name: 'Details' }).waitFor();
  return dialog;
}

describe('what a bill is made of', () => {
  it("stops counting a session the consultant releases: the customer's Amount goes from 2 h to 1 h", async () => {
    const customerPage = await browser.newPage();
    const customerProblems = watchProblems(customerPage);
    await openSignedIn(customerPage, desk.customer, '/tickets');
    const card = cardOf(customerPage, twoSessions);
    await card.waitFor();
    await expect.poll(() => fieldOf(card, 'Amount').textContent()).toBe(TWO_HOURS);

    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.consultant, '/tickets');
    const dialog = await openDetails(page, twoSessions);
    await dialog.getByRole('tab', { name: 'Sessions' }).click();
    const sessions = dialog.getByTestId('ticket-session');
    await expect.poll(() => sessions.count()).toBe(2);
    await sessions.last().getByRole('button', { name: 'Release' }).click();
    const confirm = page.getByRole('dialog', { name: 'Release session' });
    await confirm.getByLabel('Reason').fill('The second window is not needed after all');
    await expectNewToast(page, 'Session released', () =>
      confirm.getByRole('button', { name: 'Release session' }).click(),
    );
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => sessions.count()).toBe(1);

    await customerPage.reload();
    await expect.poll(() => fieldOf(card, 'Amount').textContent()).toBe(ONE_HOUR);
    const details = await openDetails(customerPage, twoSessions);
    await expect.poll(() => fieldOf(details, 'Amount').textContent()).toBe(ONE_HOUR);
    expect(problems).toEqual([]);
    expect(customerProblems).toEqual([]);
  });

  it('gives a ticket that holds no time and logged no hours nothing to pay: ₹0.00, no Pay, no order', async () => {
    const { token } = await apiLogin(desk.consultant.email, desk.consultant.password);
    const sessionsPath = `/SupportRequests/${nothingHeld.id}/sessions`;
    const listed = await apiCall<Array<{ id: string }>>('GET', sessionsPath, { token });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    const released = await apiCall('POST', `${sessionsPath}/${listed.body[0]?.id}/cancel`, {
      token,
      body: { reason: 'The archiving runs again on its own' },
    });
    expect(released.status).toBe(200);
    const closed = await apiCall('PUT', `/SupportRequests/${nothingHeld.id}/status`, {
      token: await adminToken(),
      body: { status: 'Closed', comment: 'Solved without a session.' },
    });
    expect(closed.status).toBe(200);

    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.customer, '/tickets');
    const card = cardOf(page, nothingHeld);
    await card.waitFor();
    expect(await card.getByTestId('ticket-status').textContent()).toBe('Closed');
    expect(await fieldOf(card, 'Amount').textContent()).toBe(NOTHING);
    expect(await anyPayButton(card).count()).toBe(0);

    const dialog = await openDetails(page, nothingHeld);
    await dialog.getByRole('tab', { name: 'Payment' }).click();
    await dialog.getByTestId('payment-status').waitFor();
    expect(await fieldOf(dialog, 'Amount').textContent()).toBe(NOTHING);
    await page.waitForLoadState('networkidle');
    expect(await anyPayButton(dialog).count()).toBe(0);
    expect(await anyPayButton(page).count()).toBe(0);

    const { token: customerToken } = await apiLogin(desk.customer.email, desk.customer.password);
    const payment = await apiCall<{ payable: boolean; amount: number }>(
      'GET',
      `/Payment/for-order/${nothingHeld.id}`,
      { token: customerToken },
    );
    expect(payment.body).toMatchObject({ payable: false, amount: 0 });
    const order = await apiCall('POST', '/Payment/create-order', {
      token: customerToken,
      body: { orderId: nothingHeld.id },
    });
    expect(order).toMatchObject({ status: 409, body: { error: NOTHING_TO_PAY } });
    expect(problems).toEqual([]);
  });

  it('bills the hours logged: the customer pays them, the consultant sees them earned and no word of payment', async () => {
    await closeWithHours(desk.consultant, twoSessions, 1);

    const customerPage = await browser.newPage();
    const customerProblems = watchProblems(customerPage);
    await openSignedIn(customerPage, desk.customer, '/tickets');
    const card = cardOf(customerPage, twoSessions);
    await card.waitFor();
    expect(await card.getByTestId('ticket-status').textContent()).toBe('Closed');
    expect(await fieldOf(card, 'Amount').textContent()).toBe(ONE_HOUR);
    await payButton(card, ONE_HOUR).click();
    const sandbox = customerPage.getByRole('dialog', { name: 'Sandbox payment' });
    await sandbox.waitFor();
    expect(await sandbox.getByTestId('sandbox-amount').textContent()).toBe(ONE_HOUR);
    await expectNewToast(customerPage, 'Payment verified! Refreshing ticket status...', () =>
      sandbox.getByRole('button', { name: 'Pay', exact: true }).click(),
    );
    await sandbox.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByTestId('ticket-status').textContent()).toBe('Paid');
    expect(await anyPayButton(card).count()).toBe(0);
    expect(customerProblems).toEqual([]);

    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.consultant, '/consultant/earnings');
    await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
    const total = page.getByTestId('earnings-total');
    await expect.poll(() => page.getByTestId('earnings-total-value').textContent()).toBe(ONE_HOUR);
    expect(await total.getByText('Total earned', { exact: true }).count()).toBe(1);
    const explained = page.getByRole('list', { name: 'How the totals are counted' });
    expect(await explained.getByRole('listitem').allTextContents()).toEqual([
      'A ticket counts once it is closed, in the month it was first closed; that month never changes.',
      'It counts for the hours you logged when closing it, or for the booked time when none were logged.',
      'A ticket whose charge was returned to the customer is not counted, and leaves the month it was in.',
    ]);
    const earned = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: twoSessions.orderNumber }) });
    expect(await earned.textContent()).toContain(ONE_HOUR);
    // The ticket that billed nothing is closed but earned nothing: it is not among the earned.
    expect(await page.getByRole('rowheader', { name: nothingHeld.orderNumber }).count()).toBe(0);
    expect(await page.getByRole('main').innerText()).not.toMatch(PAYMENT_WORDS);

    await page.goto('/tickets');
    const consultantCard = cardOf(page, twoSessions);
    await consultantCard.waitFor();
    expect(await consultantCard.getByTestId('ticket-status').textContent()).toBe('Closed');
    await cardOf(page, nothingHeld).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('main').innerText()).not.toMatch(PAYMENT_WORDS);

    const dialog = await openDetails(page, twoSessions);
    expect(await dialog.getByRole('heading').getByTestId('ticket-status').textContent()).toBe('Closed');
    await dialog.getByText('Ticket number', { exact: true }).waitFor();
    const seen: Record<string, string> = { Details: await dialog.innerText() };
    // Each tab as it settles: a closed ticket's status is final, and closing freed its last session.
    const settled: Record<string, string> = {
      'Manage Status': 'This ticket can no longer change status',
      Sessions: 'This ticket has no booked sessions.',
      Ratings: 'No ratings available yet',
    };
    for (const tab of ['Manage Status', 'Sessions', 'History', 'Ratings']) {
      await dialog.getByRole('tab', { name: tab }).click();
      const words = settled[tab];
      if (words) await dialog.getByText(words, { exact: true }).waitFor();
      if (tab === 'History') {
        // Its own release, the closing and the freeing of the session left: each an entry.
        const entries = dialog.getByTestId('history-entry');
        await entries.first().waitFor();
        const history = (await entries.allInnerTexts()).join('\n');
        expect(history).toContain('Session released');
        expect(history).toContain('Unused future slots released');
      }
      await page.waitForLoadState('networkidle');
      seen[tab] = await dialog.innerText();
    }
    for (const [tab, text] of Object.entries(seen)) {
      expect(text, `the consultant's ${tab} tab`).not.toMatch(PAYMENT_WORDS);
    }
    expect(problems).toEqual([]);
  });
});
