import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { adminToken, apiCall } from './support/api';
import { seriousA11yReport } from './support/axe';
import { expectNewToast } from './support/supply';
import { isDark, presetTheme, type Theme } from './support/theme';
import { cardOf, openSignedIn } from './support/ticket-pages';
import { type BookedTicket, useTicketDesk } from './support/tickets';
import { currentPath, waitForPath } from './support/ui';

const browser = useBrowser();

const desk = useTicketDesk('tickets', 'Kernel Maintenance');
/** Worked by the consultant through the detail dialog: In Progress, then Closed with hours. */
let worked: BookedTicket;
/** Escalated by the customer from its card. */
let escalated: BookedTicket;
/** Completed by the consultant from its card; found by the top bar's search. */
let quick: BookedTicket;

/** A word only the quick ticket's description holds. */
const SEARCH_WORD = `spool${Date.now().toString(36)}`;

beforeAll(async () => {
  worked = await desk.book({
    priority: 'High',
    description:
      'The kernel of our production system needs the latest patch level. Transport routes must be ' +
      'checked before and after the upgrade, and the work processes restarted in a quiet window at night.',
  });
  escalated = await desk.book({
    description: 'Background jobs stop at random since the last restart; the business needs them daily.',
  });
  quick = await desk.book({
    description: `Printer ${SEARCH_WORD} queue is stuck on the central instance.`,
  });
});

const statusOfCard = (page: Page, ticket: BookedTicket) =>
  cardOf(page, ticket).getByTestId('ticket-status').textContent();
/** The status badge in the open dialog's title (the list behind a modal dialog is hidden). */
const statusInDialog = (page: Page) =>
  page.getByRole('dialog').getByRole('heading').getByTestId('ticket-status').textContent();

const openTickets = (page: Page, account: { email: string; password: string }, path = '/tickets') =>
  openSignedIn(page, account, path);

describe('ticket list (/tickets) and dashboard', () => {
  it("shows the customer's tickets with their numbers on the dashboard and in 'My Tickets', filtered on the server", async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openTickets(page, desk.customer, '/dashboard');

    const recent = page.getByRole('list', { name: 'Latest tickets' });
    await recent.getByText(worked.orderNumber, { exact: true }).waitFor();
    expect(await recent.getByTestId('recent-ticket').count()).toBe(3);
    // Newest first: the last booked ticket leads.
    expect(await recent.getByTestId('recent-ticket').first().textContent()).toContain(quick.orderNumber);
    expect(await recent.getByTestId('recent-ticket').first().textContent()).toContain('New');
    await expect.poll(() => page.getByTestId('summary-total-value').textContent()).toBe('3');
    await expect.poll(() => page.getByTestId('summary-active-value').textContent()).toBe('3');
    await expect.poll(() => page.getByTestId('summary-completed-value').textContent()).toBe('0');
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toContain('0 resolved');

    // A recent ticket opens in the list's dialog, and the address forgets the link (spec §1).
    await recent.getByText(escalated.orderNumber, { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: new RegExp(escalated.orderNumber) }).waitFor();
    await waitForPath(page, '/tickets');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('heading', { level: 1, name: 'My Tickets' }).waitFor();
    expect(await page.getByRole('link', { name: 'New Ticket' }).getAttribute('href')).toBe('/support');
    for (const ticket of [worked, escalated, quick]) {
      await cardOf(page, ticket).waitFor();
    }
    const workedCard = cardOf(page, worked);
    expect(await workedCard.textContent()).toContain('High priority');
    expect(await workedCard.textContent()).toContain(desk.consultant.name);
    expect(await workedCard.textContent()).toContain('₹');

    // The status filter is sent to the server and kept in the address.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Escalate' });
    await page.getByText('No tickets match your filters', { exact: true }).waitFor();
    expect(currentPath(page)).toBe('/tickets?status=Escalate');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await workedCard.waitFor();

    await page.getByLabel('Search', { exact: true }).fill('no-such-ticket-anywhere');
    await page.getByText('No tickets match your search', { exact: true }).waitFor();
    expect(currentPath(page)).toBe('/tickets?search=no-such-ticket-anywhere');
    expect(problems).toEqual([]);
  });

  it('lets the consultant open a ticket by link, move it to In Progress, then close it with hours worked', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openTickets(page, desk.consultant, `/tickets?ticket=${worked.id}`);

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: new RegExp(worked.orderNumber) }).waitFor();
    // The link opened the dialog once; the address no longer carries it.
    await waitForPath(page, '/tickets');

    // Details: the description is cut at 150 characters behind Show More.
    const description = dialog.getByTestId('ticket-description');
    expect(await description.textContent()).toBe(`${worked.description.slice(0, 150)}…`);
    await dialog.getByRole('button', { name: 'Show More' }).click();
    expect(await description.textContent()).toBe(worked.description);
    await dialog.getByRole('button', { name: 'Show Less' }).waitFor();
    // Payment is not the consultant's to see.
    expect(await dialog.getByText('Payment status').count()).toBe(0);

    await dialog.getByRole('tab', { name: 'History' }).click();
    await dialog.getByText('No status changes recorded yet.', { exact: true }).waitFor();

    await dialog.getByRole('tab', { name: 'Manage Status' }).click();
    const newStatus = dialog.getByLabel('New status');
    const submit = dialog.getByRole('button', { name: 'Update Status' });
    await submit.click();
    await dialog.getByText('Please change the status or add a comment', { exact: true }).waitFor();

    await newStatus.selectOption({ label: 'In Progress' });
    await expectNewToast(page, 'Ticket status updated successfully', () => submit.click());
    await expect.poll(() => statusInDialog(page)).toBe('In Progress');

    // In Progress frees nothing; Closed names the session it will free before it is done.
    expect(await dialog.getByTestId('released-sessions').count()).toBe(0);
    await newStatus.selectOption({ label: 'Closed' });
    const released = dialog.getByTestId('released-sessions');
    await released.waitFor();
    expect(await released.textContent()).toContain(
      'This change releases the session still ahead on this ticket:',
    );
    expect(await released.getByRole('listitem').count()).toBe(1);
    const hours = dialog.getByLabel('Hours worked');
    await submit.click();
    await dialog.getByText('Hours worked is required when closing a ticket', { exact: true }).waitFor();
    await hours.fill('0');
    await submit.click();
    await dialog
      .getByText('Please enter a valid number of hours worked (greater than 0)', { exact: true })
      .waitFor();
    await hours.fill('101');
    await submit.click();
    await dialog.getByText('Hours worked cannot exceed 100 hours per ticket', { exact: true }).waitFor();
    await hours.fill('2.5');
    await dialog.getByLabel('Comment (optional)').fill('Kernel patched, transports verified.');
    await expectNewToast(page, 'Ticket status updated successfully', () => submit.click());
    await expect.poll(() => statusInDialog(page)).toBe('Closed');
    // Closed is the end of the consultant's road.
    await dialog.getByText('This ticket can no longer change status', { exact: true }).waitFor();

    await dialog.getByRole('tab', { name: 'History' }).click();
    const entries = dialog.getByTestId('history-entry');
    await expect.poll(() => entries.count()).toBe(3);
    expect(await entries.nth(0).textContent()).toMatch(/^New\s*to\s*In Progress/);
    expect(await entries.nth(1).textContent()).toMatch(/^In Progress\s*to\s*Closed/);
    expect(await entries.nth(1).textContent()).toContain(desk.consultant.name);
    expect(await entries.nth(1).textContent()).toContain('Kernel patched, transports verified.');
    // Closing freed the ticket's booked slot of tomorrow, in the consultant's name.
    expect(await entries.nth(2).textContent()).toMatch(/^Unused future slots released/);
    expect(await entries.nth(2).textContent()).toContain(desk.consultant.name);

    await dialog.getByRole('tab', { name: 'Details' }).click();
    await dialog.getByText('2.5 h', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'My Tickets' }).waitFor();
    expect(await statusOfCard(page, worked)).toBe('Closed');
    // Closing the dialog does not bring the link back.
    expect(currentPath(page)).toBe('/tickets');
    expect(problems).toEqual([]);
  });

  it("completes a ticket from its card, asking for hours worked within the list dialog's 24-hour cap", async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openTickets(page, desk.consultant);
    const card = cardOf(page, quick);
    await card.getByLabel(/^Change status/).selectOption({ label: 'Completed' });

    const dialog = page.getByRole('dialog', { name: 'Change status to Completed' });
    const submit = dialog.getByRole('button', { name: 'Update Status' });
    const hours = dialog.getByLabel('Hours worked');
    expect(await submit.isDisabled()).toBe(true);
    await hours.fill('0');
    await dialog.getByText('Please enter valid hours worked', { exact: true }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await hours.fill('25');
    await dialog.getByText('Hours worked cannot exceed 24 hours per ticket', { exact: true }).waitFor();
    await submit.click();
    expect(await dialog.isVisible()).toBe(true);
    await hours.fill('3');
    await expectNewToast(page, 'Ticket status updated successfully', () => submit.click());
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => statusOfCard(page, quick)).toBe('Completed');
    expect(problems).toEqual([]);
  });

  it('lets the customer escalate a ticket from its card and records it in the history', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openTickets(page, desk.customer);
    const card = cardOf(page, escalated);
    await card.getByLabel(/^Change status/).selectOption({ label: 'Escalate' });
    const dialog = page.getByRole('dialog', { name: 'Change status to Escalate' });
    // Customers never log hours.
    expect(await dialog.getByLabel('Hours worked').count()).toBe(0);
    await dialog.getByLabel('Comment (optional)').fill('Month-end closing is blocked.');
    await expectNewToast(page, 'Ticket status updated successfully', () =>
      dialog.getByRole('button', { name: 'Update Status' }).click(),
    );
    await expect.poll(() => statusOfCard(page, escalated)).toBe('Escalate');

    await card.getByRole('button', { name: `View Details of ${escalated.orderNumber}` }).click();
    const details = page.getByRole('dialog');
    await details.getByRole('tab', { name: 'History' }).click();
    const entry = details.getByTestId('history-entry');
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toMatch(/^New\s*to\s*Escalate/);
    expect(await entry.textContent()).toContain(desk.customer.name);
    // The customer sees where the payment stands.
    await details.getByRole('tab', { name: 'Details' }).click();
    expect(await details.getByTestId('payment-status').textContent()).toBe('Pending');
    expect(problems).toEqual([]);
  });

  it('lets the customer rate the consultant of a closed ticket once, and shows the rating to both', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    // Not closed yet: a notice instead of the form.
    await openTickets(page, desk.customer, `/tickets?ticket=${escalated.id}`);
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Ratings' }).click();
    await dialog.getByText('Ratings are available after the ticket is closed.').waitFor();
    await dialog.getByText('No ratings available yet').waitFor();
    expect(await dialog.getByRole('form', { name: 'Rate your consultant' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Closed by the consultant with hours: the form, every score required.
    await page.goto(`/tickets?ticket=${worked.id}`);
    dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Ratings' }).click();
    const form = dialog.getByRole('form', { name: 'Rate your consultant' });
    await form.waitFor();
    expect(await seriousA11yReport(page)).toEqual([]);
    await form.getByRole('button', { name: 'Submit Rating' }).click();
    await form.getByRole('alert').getByText('Please provide ratings for all categories').waitFor();

    const stars = (score: string, count: number) =>
      form.getByRole('radiogroup', { name: score }).getByRole('radio', { name: `${count} out of 5 stars` });
    await stars('Communication & professionalism', 5).click();
    await stars('Resolution quality', 4).click();
    await stars('Response time', 4).click();
    await form.getByLabel('Comments (optional)').fill('Patched the kernel without any downtime.');
    await expectNewToast(page, 'Rating submitted successfully', () =>
      form.getByRole('button', { name: 'Submit Rating' }).click(),
    );
    // Rated once: the form is gone and the rating is listed.
    await form.waitFor({ state: 'detached' });
    const entry = dialog.getByTestId('ticket-rating');
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.getByTestId('rating-average').textContent()).toBe('4.3 / 5');
    expect(await entry.getByRole('img').getAttribute('aria-label')).toBe('4 out of 5 stars');
    expect(await entry.textContent()).toContain('Patched the kernel without any downtime.');
    expect(await entry.textContent()).toContain(desk.customer.name);
    expect(problems).toEqual([]);

    // The consultant reads it and has no form.
    const consultantPage = await browser.newPage();
    const consultantProblems = watchProblems(consultantPage);
    await openTickets(consultantPage, desk.consultant, `/tickets?ticket=${worked.id}`);
    const consultantDialog = consultantPage.getByRole('dialog');
    await consultantDialog.getByRole('tab', { name: 'Ratings' }).click();
    await consultantDialog.getByTestId('ticket-rating').waitFor();
    expect(await consultantDialog.getByTestId('rating-average').textContent()).toBe('4.3 / 5');
    expect(await consultantDialog.getByRole('form', { name: 'Rate your consultant' }).count()).toBe(0);
    expect(consultantProblems).toEqual([]);
  });

  it("shows the admin 'All Tickets', filtered by consultant, and the request figures on /admin", async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openTickets(page, { email: DEMO.admin, password: 'Demo@123' });
    await page.getByRole('heading', { level: 1, name: 'All Tickets' }).waitFor();
    expect(await page.getByRole('link', { name: 'New Ticket' }).count()).toBe(0);

    await page.getByLabel('Consultant', { exact: true }).selectOption({ value: desk.consultant.id });
    await waitForPath(page, `/tickets?consultantId=${desk.consultant.id}`);
    const cards = page.getByTestId('ticket-card');
    await expect.poll(() => cards.count()).toBe(3);
    for (const text of await cards.allTextContents()) expect(text).toContain(desk.consultant.name);

    const other = await page.evaluate(
      (mine) =>
        Array.from(
          document.querySelectorAll<HTMLOptionElement>('#ticket-consultant-filter option'),
          (option) => option.value,
        ).find((value) => value !== '' && value !== mine),
      desk.consultant.id,
    );
    expect(other).toBeTruthy();
    await page.getByLabel('Consultant', { exact: true }).selectOption({ value: other as string });
    await expect.poll(() => cardOf(page, worked).count()).toBe(0);

    const stats = await apiCall<{ total: number; open: number }>('GET', '/Admin/support-requests/stats', {
      token: await adminToken(),
    });
    await page.goto('/admin?tab=analytics');
    const figures = page.getByRole('region', { name: 'Statistics' });
    await figures.getByText('Support Requests', { exact: true }).waitFor();
    await expect.poll(() => figures.textContent()).toContain(`Support Requests${stats.body.total}`);
    expect(await figures.textContent()).toContain(`Open Requests${stats.body.open}`);
    await expect.poll(() => page.getByTestId('requests-total').textContent()).toBe(String(stats.body.total));
    expect(await page.getByTestId('requests-open').textContent()).toBe(String(stats.body.open));
    expect(await page.getByTestId('requests-closed').textContent()).toBe(
      String(stats.body.total - stats.body.open),
    );
    expect(problems).toEqual([]);
  });

  it("narrows the list to the top bar's search", async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openTickets(page, desk.customer, '/dashboard');
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(SEARCH_WORD);
    await waitForPath(page, `/tickets?search=${SEARCH_WORD}`);
    await cardOf(page, quick).waitFor();
    await expect.poll(() => page.getByTestId('ticket-card').count()).toBe(1);
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe(SEARCH_WORD);
    expect(problems).toEqual([]);
  });

  it("shows the consultant's slots of today and upcoming bookings on the dashboard", async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openTickets(page, desk.consultant, '/dashboard');
    // The arranged block is tomorrow; three slots were booked, and the ticket closed above freed its own.
    await expect.poll(() => page.getByTestId('summary-slots-value').textContent()).toBe('0');
    // Each figure comes from its own count request, so every one is waited for, not read once.
    await expect.poll(() => page.getByTestId('summary-slots').textContent()).toContain('2 upcoming booked');
    await expect.poll(() => page.getByTestId('summary-total-value').textContent()).toBe('3');
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toContain('2 resolved');
    await page.getByRole('heading', { name: 'Consultant Settings' }).waitFor();
    expect(problems).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`has no serious or critical axe violations on /tickets with the dialog open and on /dashboard (${theme})`, async () => {
      const context = await browser.newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await openTickets(page, desk.customer, `/tickets?ticket=${worked.id}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('ticket-description').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await isDark(page)).toBe(theme === 'dark');
      expect(await seriousA11yReport(page)).toEqual([]);

      await dialog.getByRole('tab', { name: 'History' }).click();
      await dialog.getByTestId('history-entry').first().waitFor();
      expect(await seriousA11yReport(page)).toEqual([]);
      // Rated by the customer earlier: the rating as listed.
      await dialog.getByRole('tab', { name: 'Ratings' }).click();
      await dialog.getByTestId('ticket-rating').waitFor();
      expect(await seriousA11yReport(page)).toEqual([]);
      // A closed, unpaid ticket: the customer may reopen or escalate it.
      await dialog.getByRole('tab', { name: 'Manage Status' }).click();
      await dialog.getByLabel('New status').waitFor();
      expect(await seriousA11yReport(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await seriousA11yReport(page)).toEqual([]);

      // The card's status dialog, left without a change.
      await cardOf(page, quick)
        .getByLabel(/^Change status/)
        .selectOption({ label: 'Escalate' });
      const statusDialog = page.getByRole('dialog', { name: 'Change status to Escalate' });
      await statusDialog.getByLabel('Comment (optional)').waitFor();
      expect(await seriousA11yReport(page)).toEqual([]);
      await statusDialog.getByRole('button', { name: 'Cancel' }).click();
      await statusDialog.waitFor({ state: 'detached' });

      await page.goto('/dashboard');
      await page.getByRole('list', { name: 'Latest tickets' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yReport(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
