import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO, uniqueEmail } from './support/accounts';
import { apiCall, createUserAsAdmin } from './support/api';
import { restoreSession, signInThroughUi } from './support/session';
import { readStoredKeys, waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();

/** The users table row of one person, found through the page's own search box. */
async function findUserRow(page: Page, email: string) {
  // The page's own search box (the top bar has a ticket search too).
  await page.locator('main').getByRole('searchbox').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.first().waitFor();
  return row.first();
}

describe('admin user management (/admin/users)', () => {
  it("creates a consultant through 'Create User'; the row appears and the consultant can sign in", async () => {
    const page = await browser.newPage();
    await restoreSession(page, DEMO.admin);
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1 }).waitFor();

    const email = uniqueEmail('consultant');
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel(/^email/i).fill(email);
    await dialog.getByLabel(/^password/i).fill('Consult#99');
    await dialog.getByLabel(/^first name/i).fill('Neha');
    await dialog.getByLabel(/^last name/i).fill('Kulkarni');
    await dialog.getByLabel(/^role/i).selectOption('Consultant');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await waitForToast(page, 'User created successfully');
    await dialog.waitFor({ state: 'hidden' });

    const row = await findUserRow(page, email);
    expect(await row.textContent()).toMatch(/Consultant/);
    expect(await row.textContent()).toMatch(/Active/);

    // Created by an admin: verified at once, no mail needed.
    const consultantPage = await browser.newPage();
    await signInThroughUi(consultantPage, email, 'Consult#99');
    await waitForPath(consultantPage, '/dashboard');
    expect(JSON.parse((await readStoredKeys(consultantPage)).user ?? '{}')).toMatchObject({
      email,
      role: 'consultant',
    });
  });

  it('deactivating a signed-in customer ends their session at their next API call', async () => {
    const email = uniqueEmail('deactivated');
    await createUserAsAdmin({
      email,
      password: 'Cust#1234',
      firstName: 'Arjun',
      lastName: 'Menon',
      role: 'Customer',
    });

    const customerPage = await browser.newPage();
    await signInThroughUi(customerPage, email, 'Cust#1234');
    await waitForPath(customerPage, '/dashboard');

    const adminPage = await browser.newPage();
    await restoreSession(adminPage, DEMO.admin);
    await adminPage.goto('/admin/users');
    const row = await findUserRow(adminPage, email);
    await row.getByRole('button', { name: /^deactivate/i }).click();
    const confirm = adminPage.getByRole('alertdialog');
    await confirm.waitFor();
    // The confirmation names the person and the action.
    expect(await confirm.textContent()).toContain('Arjun Menon');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await waitForToast(adminPage, 'User deactivated successfully');
    await expect.poll(async () => (await row.textContent()) ?? '').toMatch(/Inactive/);

    // The customer's tab still holds the old token; the next call is refused and signs them out.
    await customerPage.goto('/settings');
    await waitForPath(customerPage, '/login?redirect=%2Fsettings');
    expect(await readStoredKeys(customerPage)).toMatchObject({ authToken: null, user: null });
    // And they cannot sign in again.
    const again = await apiCall('POST', '/auth/login', { body: { email, password: 'Cust#1234' } });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });
});
