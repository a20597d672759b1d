import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { adminToken, apiCall } from './support/api';
import { seriousA11yReport } from './support/axe';
import { restoreSession } from './support/session';
import { expectNewToast } from './support/supply';
import { type Account, type BookedTicket, useTicketDesk } from './support/tickets';

const browser = useBrowser();

const desk = useTicketDesk('sessions', 'Session Planning');
/** Moved by the customer to another free slot. */
let moved: BookedTicket;
/** Released by the consultant with a reason. */
let released: BookedTicket;

/** The consultant's slots start tomorrow at a whole hour, under 24 hours ahead: a 1-hour cut-off lets the customer move them. */
const setCutoff = async (value: string) => {
  const answer = await apiCall('PUT', '/SystemSettings/BookingChangeCutoffHours', {
    token: await adminToken(),
    body: { value },
  });
  if (answer.status !== 200) throw new Error(`Setting the cut-off failed: ${answer.status}`);
};

beforeAll(async () => {
  moved = await desk.book({
    description: 'Client copy from production to quality needs a planned window.',
  });
  released = await desk.book({
    description: 'The spool server drops jobs after the last support package.',
  });
  await setCutoff('1');
});

afterAll(async () => {
  await setCutoff('24');
});

async function openTicket(page: Page, account: Account, ticket: BookedTicket) {
  await restoreSession(page, account.email, account.password);
  await page.goto(`/tickets?ticket=${ticket.id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: new RegExp(ticket.orderNumber) }).waitFor();
  await dialog.getByRole('tab', { name: 'Sessions' }).click();
  return dialog;
}

describe('booked sessions', () => {
  it("the consultant's agenda names the customer and the ticket, linking to it", async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await restoreSession(page, desk.consultant.email, desk.consultant.password);
    await page.goto('/dashboard');
    const agenda = page.getByRole('list', { name: 'Upcoming sessions' });
    const entry = agenda.getByTestId('agenda-entry').filter({ hasText: moved.orderNumber });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(`with ${desk.customer.name}`);
    expect(await agenda.getByTestId('agenda-entry').count()).toBe(2);
    expect(await seriousA11yReport(page)).toEqual([]);

    await entry.getByRole('link', { name: `Open ticket ${moved.orderNumber}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: new RegExp(moved.orderNumber) })
      .waitFor();
    expect(problems).toEqual([]);
  });

  it('the customer moves a session to another free slot; the ticket and the history show it', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    const dialog = await openTicket(page, desk.customer, moved);
    const session = dialog.getByTestId('ticket-session');
    await session.waitFor();
    const before = await session.textContent();
    expect(before).toContain('You can cancel or move it until');

    await session.getByRole('button', { name: 'Reschedule' }).click();
    const picker = page.getByRole('dialog', { name: 'Reschedule session' });
    // The booking wizard's week grid: each free slot a toggle button.
    const free = picker
      .getByRole('region', { name: 'Free time slots' })
      .locator('button[data-slot-id]:visible');
    await free.first().waitFor();
    expect(await seriousA11yReport(page)).toEqual([]);
    await free.last().click();
    await free.last().and(page.locator('[aria-pressed="true"]')).waitFor();
    await expectNewToast(page, 'Session moved', () =>
      picker.getByRole('button', { name: 'Move session' }).click(),
    );
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByTestId('ticket-session').textContent()).not.toBe(before);

    await dialog.getByRole('tab', { name: 'History' }).click();
    await dialog.getByText('Session moved', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it('the consultant releases a session with a reason', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    const dialog = await openTicket(page, desk.consultant, released);
    await dialog.getByTestId('ticket-session').getByRole('button', { name: 'Release' }).click();
    const confirm = page.getByRole('dialog', { name: 'Release session' });
    await confirm.getByRole('button', { name: 'Release session' }).click();
    await confirm.getByText('Please give a reason for releasing this session', { exact: true }).waitFor();
    await confirm.getByLabel('Reason').fill('Customer asked to wait for the patch');
    await expectNewToast(page, 'Session released', () =>
      confirm.getByRole('button', { name: 'Release session' }).click(),
    );
    await dialog.getByText('This ticket has no booked sessions.', { exact: true }).waitFor();
    await dialog.getByRole('tab', { name: 'History' }).click();
    await dialog.getByText('Session released', { exact: true }).waitFor();
    await dialog.getByText(/released: Customer asked to wait for the patch$/).waitFor();
    expect(problems).toEqual([]);
  });
});
