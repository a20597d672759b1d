import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO } from './support/accounts';
import { apiCall, apiLogin } from './support/api';
import { closeWithHours, payThroughSandbox } from './support/payments';
import { restoreSession } from './support/session';
import { type BookedTicket, useTicketDesk } from './support/tickets';

const browser = useBrowser();
/** The narrowest phone the app supports. */
const PHONE = { width: 360, height: 640 };

const desk = useTicketDesk('phone', 'Phone Layout');
/** New: the consultant manages its status. */
let open: BookedTicket;
/** Closed with hours: the customer rates it, and opens the sandbox checkout. */
let closed: BookedTicket;
/** Closed and paid: the admin's refund dialog. */
let paid: BookedTicket;

beforeAll(async () => {
  open = await desk.book({
    description:
      'A long description that needs more than one line on a phone held upright in a meeting room.',
  });
  closed = await desk.book({ description: 'Transport import fails.' });
  const { token } = await apiLogin(desk.consultant.email, desk.consultant.password);
  for (const body of [{ status: 'InProgress' }, { status: 'Closed', hoursWorked: 1.5 }]) {
    const answer = await apiCall('PUT', `/SupportRequests/${closed.id}/status`, { token, body });
    if (answer.status !== 200) throw new Error(`Moving the ticket failed: ${JSON.stringify(answer.body)}`);
  }
  paid = await desk.book({ description: 'Payroll slips print blank.' });
  await closeWithHours(desk.consultant, paid, 2);
  await payThroughSandbox(desk.customer, paid);
});

/**
 * The element can be reached on a 360 px screen: once scrolled into view inside the dialog, it lies
 * within the dialog's box and within the screen, and the dialog itself fits the screen without
 * scrolling sideways.
 */
async function expectReachable(dialog: Locator, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const frame = await dialog.boundingBox();
  const box = await element.boundingBox();
  if (!frame || !box) throw new Error('The dialog or the element is not on screen');
  const within = (inner: typeof box, outer: { x: number; y: number; width: number; height: number }) =>
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1;
  expect(within(frame, { x: 0, y: 0, ...PHONE }), 'the dialog fits the screen').toBe(true);
  expect(within(box, frame), 'the element lies inside the dialog').toBe(true);
  expect(await dialog.evaluate((node) => node.scrollWidth <= node.clientWidth), 'no sideways scroll').toBe(
    true,
  );
}

async function openPhonePage(account: { email: string; password: string }, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE });
  await restoreSession(page, account.email, account.password);
  await page.goto(path);
  return page;
}

describe('every dialog fits a 360 px wide screen and scrolls inside itself', () => {
  it('the ticket dialog: every tab, the status select and Update Status', async () => {
    const page = await openPhonePage(desk.consultant, `/tickets?ticket=${open.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: new RegExp(open.orderNumber) }).waitFor();
    for (const name of ['Details', 'Manage Status', 'History', 'Ratings']) {
      await expectReachable(dialog, dialog.getByRole('tab', { name }));
    }
    await dialog.getByRole('tab', { name: 'Manage Status' }).click();
    await expectReachable(dialog, dialog.getByLabel('New status'));
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Update Status' }));
    await dialog.getByRole('tab', { name: 'History' }).click();
    await expectReachable(dialog, dialog.getByText('No status changes recorded yet.', { exact: true }));
    await dialog.getByRole('tab', { name: 'Ratings' }).click();
    await expectReachable(dialog, dialog.getByText('No ratings available yet', { exact: true }));
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Close' }));
  });

  it("the ticket dialog's Ratings tab: the customer's rating form and Submit Rating", async () => {
    const page = await openPhonePage(desk.customer, `/tickets?ticket=${closed.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: new RegExp(closed.orderNumber) }).waitFor();
    await dialog.getByRole('tab', { name: 'Ratings' }).click();
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Submit Rating' }));
    await expectReachable(dialog, dialog.getByLabel('Comments (optional)'));
  });

  it('the status-change dialog of a card: hours worked and Update Status', async () => {
    const page = await openPhonePage(desk.consultant, '/tickets');
    const card = page
      .getByTestId('ticket-card')
      .filter({ has: page.getByRole('heading', { name: open.orderNumber }) });
    await card.getByLabel(/^Change status/).selectOption({ label: 'Completed' });
    const dialog = page.getByRole('dialog', { name: 'Change status to Completed' });
    await dialog.waitFor();
    await expectReachable(dialog, dialog.getByLabel('Hours worked'));
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Update Status' }));
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Cancel' }));
  });

  it("the sandbox checkout of a card's Pay: its notice, Fail and Pay", async () => {
    const page = await openPhonePage(desk.customer, '/tickets');
    const card = page
      .getByTestId('ticket-card')
      .filter({ has: page.getByRole('heading', { name: closed.orderNumber }) });
    await card.getByRole('button', { name: /^Pay / }).click();
    const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog.waitFor();
    await expectReachable(dialog, dialog.getByText(/^This is a sandbox: no money moves\./));
    await expectReachable(dialog, dialog.getByTestId('sandbox-amount'));
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Fail', exact: true }));
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Pay', exact: true }));
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Close' }));
  });

  it("the ticket dialog's Payment tab and the admin's refund dialog", async () => {
    const page = await openPhonePage(
      { email: DEMO.admin, password: 'Demo@123' },
      `/tickets?ticket=${paid.id}`,
    );
    const details = page.getByRole('dialog');
    await details.getByRole('heading', { name: new RegExp(paid.orderNumber) }).waitFor();
    await expectReachable(details, details.getByRole('tab', { name: 'Payment' }));
    await details.getByRole('tab', { name: 'Payment' }).click();
    await expectReachable(details, details.getByRole('button', { name: 'Download receipt' }));
    await expectReachable(details, details.getByRole('button', { name: 'Refund', exact: true }));
    await details.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await dialog.waitFor();
    await expectReachable(dialog, dialog.getByLabel('Reason'));
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Refund', exact: true }));
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Cancel' }));
  });

  it('the create-user dialog and the deactivation confirmation', async () => {
    const page = await openPhonePage({ email: DEMO.admin, password: 'Demo@123' }, '/admin/users');
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog');
    await expectReachable(dialog, dialog.getByLabel(/^role/i));
    await expectReachable(dialog, dialog.getByRole('button', { name: 'Create User' }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.locator('main').getByRole('searchbox').fill(desk.customer.email);
    const row = page.getByRole('row').filter({ hasText: desk.customer.email });
    await row.getByRole('button', { name: /^deactivate/i }).click();
    const confirm = page.getByRole('alertdialog');
    await expectReachable(confirm, confirm.getByRole('button', { name: 'Deactivate' }));
    await expectReachable(confirm, confirm.getByRole('button', { name: 'Cancel' }));
  });
});
