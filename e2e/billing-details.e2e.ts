import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { uniqueEmail } from './support/accounts';
import { adminToken, apiCall, createUserAsAdmin } from './support/api';
import { closeWithHours, payThroughSandbox } from './support/payments';
import { restoreSession } from './support/session';
import { cardOf, fieldOf, openSignedIn } from './support/ticket-pages';
import { useTicketDesk } from './support/tickets';
import { waitForToast } from './support/ui';

/**
 * Settings' "Billing details" (decision 049): a customer keeps the company, address and GSTIN their
 * tax invoices name; a GSTIN whose check character is wrong is refused on its field, in words.
 */
const browser = useBrowser();
const desk = useTicketDesk('credit-notes', 'Credit Notes');

describe('Settings: billing details', () => {
  it('refuses a GSTIN with a bad checksum on its field, then saves the details and shows them again after a reload', async () => {
    const email = uniqueEmail('billing');
    const password = 'Billing#123';
    await createUserAsAdmin({ email, password, firstName: 'Meera', lastName: 'Iyer', role: 'Customer' });
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await restoreSession(page, email, password);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Billing details' }).waitFor();
    const company = page.getByLabel('Company name');
    const address = page.getByLabel('Billing address');
    const gstin = page.getByLabel('GSTIN');
    const save = page.getByRole('button', { name: 'Save billing details' });

    await company.fill('Acme Industries Pvt Ltd');
    await address.fill('221 Marine Drive, Mumbai 400002');
    // The last character changed: shape and state are right, only the checksum finds it.
    await gstin.fill('27AAPFU0939F1ZW');
    await save.click();
    await page.getByText('This GSTIN is not valid: check the 15 characters').waitFor();
    expect(await gstin.getAttribute('aria-invalid')).toBe('true');

    // Typed as people copy it: lower case, with a space; kept normalised.
    await gstin.fill('27aapfu0939f1zv ');
    await save.click();
    await waitForToast(page, 'Billing details saved');
    expect(await gstin.getAttribute('aria-invalid')).toBeNull();

    await page.reload();
    await page.getByRole('heading', { name: 'Billing details' }).waitFor();
    await expect.poll(() => page.getByLabel('GSTIN').inputValue()).toBe('27AAPFU0939F1ZV');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Acme Industries Pvt Ltd');
    expect(await page.getByLabel('Billing address').inputValue()).toBe('221 Marine Drive, Mumbai 400002');
    expect(problems).toEqual([]);
  });
});

describe("a refunded payment's credit note", () => {
  it("the customer downloads it from the ticket's Payment tab, beside the receipt", async () => {
    const ticket = await desk.book({ description: 'A refunded session that gets a credit note' });
    await closeWithHours(desk.consultant, ticket, 1);
    await payThroughSandbox(desk.customer, ticket);
    const refunded = await apiCall('POST', `/Payment/refund/${ticket.id}`, {
      token: await adminToken(),
      body: { reason: 'The session did not take place.' },
    });
    expect(refunded.status).toBe(200);

    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSignedIn(page, desk.customer, '/tickets');
    await cardOf(page, ticket)
      .getByRole('button', { name: `View Details of ${ticket.orderNumber}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Payment' }).click();
    const button = dialog.getByRole('button', { name: 'Download credit note' });
    await button.waitFor();
    const receiptNumber = (await fieldOf(dialog, 'Receipt').textContent()) ?? '';
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`credit-note-for-${receiptNumber}.pdf`);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    expect(problems).toEqual([]);
  });
});
