import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { cardOf, openSignedIn } from './support/ticket-pages';
import { type BookedTicket, useTicketDesk } from './support/tickets';
import { waitForPath } from './support/ui';

const browser = useBrowser();

const desk = useTicketDesk('address', 'Ticket Links');
let ticket: BookedTicket;

beforeAll(async () => {
  ticket = await desk.book({
    description: 'Spool requests wait in the queue since the last transport import.',
  });
});

describe("an open ticket's link in the address bar", () => {
  it('puts the ticket in the address when opened from its card: a reload shows it again, Back and Escape close it', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.customer, '/tickets');
    const dialog = page.getByRole('dialog');
    const heading = dialog.getByRole('heading', { name: new RegExp(ticket.orderNumber) });
    const viewDetails = cardOf(page, ticket).getByRole('button', { name: /^View Details/ });

    await viewDetails.click();
    await heading.waitFor();
    await waitForPath(page, `/tickets?ticket=${ticket.id}`);

    await page.reload();
    await heading.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(page, '/tickets');

    // Closing went Back to the list: Back again leaves the list, it does not reopen the ticket.
    await viewDetails.click();
    await heading.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(page, '/tickets');
    expect(await dialog.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('opens a shared link once and removes it from the address (spec), then closes in place', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.customer, `/tickets?ticket=${ticket.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: new RegExp(ticket.orderNumber) }).waitFor();
    await waitForPath(page, '/tickets');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(page, '/tickets');
    await cardOf(page, ticket).waitFor();
    expect(problems).toEqual([]);
  });
});
