import type { Locator, Page } from 'playwright-core';
import { restoreSession } from './session';
import type { BookedTicket } from './tickets';

/** Locators the ticket journeys share: a ticket's card, its Pay button, a term's value. */

/** The card of one ticket in a list, found by its number. */
export const cardOf = (page: Page, ticket: BookedTicket) =>
  page.getByTestId('ticket-card').filter({ has: page.getByRole('heading', { name: ticket.orderNumber }) });

/** 'Pay ₹X' for exactly this amount. */
export const payButton = (scope: Locator | Page, amount: string) =>
  scope.getByRole('button', { name: new RegExp(`^Pay ${amount.replace(/[.]/g, '\\.')}`) });

/** The definition beside a term of a card or a tab (a <dl> of label and value). */
export const fieldOf = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** Signs in and opens the page; the caller waits for what it looks at (a dialog hides the rest). */
export async function openSignedIn(page: Page, account: { email: string; password: string }, path: string) {
  await restoreSession(page, account.email, account.password);
  await page.goto(path);
}
