import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { apiCall, apiLogin } from './support/api';
import { restoreSession } from './support/session';
import { type Account, type BookedTicket, useTicketDesk } from './support/tickets';

/**
 * Where two people in different zones meet: each reads the booking in their own profile's zone
 * (not the browser's) with its label, and the other party's local time beside it.
 */
const browser = useBrowser();

const desk = useTicketDesk('zones', 'Zone Planning');
let ticket: BookedTicket;

async function setProfileZone(account: Account, timeZone: string) {
  const { token } = await apiLogin(account.email, account.password);
  const answer = await apiCall('PUT', '/users/time-zone', { token, body: { timeZone } });
  if (answer.status !== 200) throw new Error(`Setting the time zone failed: ${answer.status}`);
}

beforeAll(async () => {
  await setProfileZone(desk.consultant, 'Asia/Kolkata');
  await setProfileZone(desk.customer, 'Europe/Berlin');
  ticket = await desk.book({
    description: 'Kernel upgrade window agreed across two offices.',
  });
});

/** A browser whose own zone is neither party's: the profile's zone must win. */
async function openAs(account: Account): Promise<Page> {
  const page = await browser.newPage({ timezoneId: 'America/New_York' });
  await restoreSession(page, account.email, account.password);
  return page;
}

describe('two people in two zones', () => {
  it("the customer's agenda is in Berlin time, with the consultant's Indian time beside it", async () => {
    const page = await openAs(desk.customer);
    const problems = watchProblems(page);
    await page.goto('/dashboard');
    const entry = page
      .getByRole('list', { name: 'Upcoming sessions' })
      .getByTestId('agenda-entry')
      .filter({ hasText: ticket.orderNumber });
    await expect.poll(() => entry.textContent()).toMatch(/[AP]M CET.*their time .*[AP]M IST/);
    expect(await entry.textContent()).not.toMatch(/[AP]M EST/);
    expect(problems).toEqual([]);
  });

  it("the consultant's ticket shows the booking in IST and the customer's local time in CET", async () => {
    const page = await openAs(desk.consultant);
    const problems = watchProblems(page);
    await page.goto(`/tickets?ticket=${ticket.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: new RegExp(ticket.orderNumber) }).waitFor();
    const otherParty = dialog.getByTestId('other-party-time');
    await expect
      .poll(() => otherParty.textContent())
      .toMatch(new RegExp(`${desk.customer.name}'s local time:.*CET`));
    expect(await dialog.textContent()).toMatch(/[AP]M IST/);
    expect(problems).toEqual([]);
  });
});
