import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO, uniqueEmail } from './support/accounts';
import { apiCall, apiLogin, createUserAsAdmin } from './support/api';
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
    // The tickets spec's title, with the identity spec's default success message beneath it.
    await waitForToast(page, 'User created successfully', 'Account created successfully!');
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

  it("renames a user through 'Edit User': bad input is named at its field, the table shows the new name", async () => {
    const email = uniqueEmail('renamed');
    await createUserAsAdmin({
      email,
      password: 'Cust#1234',
      firstName: 'Priya',
      lastName: 'Nair',
      role: 'Customer',
    });
    const page = await browser.newPage();
    await restoreSession(page, DEMO.admin);
    await page.goto('/admin/users');
    const row = await findUserRow(page, email);
    await row.getByRole('button', { name: 'Edit Priya Nair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.waitFor();

    // The e-mail is the sign-in identity and the role is not for changing: neither can be edited.
    expect(await dialog.getByLabel('Email', { exact: true }).isEditable()).toBe(false);
    expect(await dialog.getByLabel('Role', { exact: true }).isDisabled()).toBe(true);
    await dialog.getByText('Role changes are disabled for security reasons').waitFor();

    const firstName = dialog.getByLabel('First name');
    const lastName = dialog.getByLabel('Last name');
    await firstName.fill('   ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByRole('alert').getByText('First name and last name are required').waitFor();
    expect(await firstName.evaluate((input) => input === document.activeElement)).toBe(true);

    await firstName.fill('  Priyanka ');
    await lastName.fill('Nair Menon');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'User updated successfully');
    await dialog.waitFor({ state: 'hidden' });
    // The list is read again: the row shows the trimmed new name.
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Priyanka Nair Menon');
  });

  it("says why an edit failed: the server's words, else 'Failed to update user'", async () => {
    const email = uniqueEmail('not.renamed');
    await createUserAsAdmin({
      email,
      password: 'Cust#1234',
      firstName: 'Rahul',
      lastName: 'Bose',
      role: 'Customer',
    });
    const page = await browser.newPage();
    await restoreSession(page, DEMO.admin);
    await page.goto('/admin/users');
    const row = await findUserRow(page, email);
    await row.getByRole('button', { name: 'Edit Rahul Bose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Last name').fill('Bose Roy');

    // A client that sends another role (as an out-of-date page could) is refused by the server.
    await page.route('**/api/Users/*', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      await route.continue({ postData: JSON.stringify({ ...body, role: 'Admin' }) });
    });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Role changes are disabled for security reasons');
    expect(await dialog.isVisible()).toBe(true);

    // An answer without the server's words (a proxy in the way) gives the spec's fallback.
    await page.unrouteAll();
    await page.route('**/api/Users/*', (route) => route.fulfill({ status: 502, body: '' }));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Failed to update user');

    await page.unrouteAll();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.textContent()).toContain('Rahul Bose');
    const stored = await apiCall<{ items: Array<{ lastName: string; role: string }> }>(
      'GET',
      `/Admin/users?search=${email}`,
      {
        token: (await apiLogin(DEMO.admin)).token,
      },
    );
    expect(stored.body).toMatchObject({ items: [{ lastName: 'Bose', role: 'Customer' }] });
  });

  it("opens an admin's own row read-only: their names are not theirs to change", async () => {
    const page = await browser.newPage();
    const admin = await restoreSession(page, DEMO.admin);
    await page.goto('/admin/users');
    const row = await findUserRow(page, DEMO.admin);
    await row.getByRole('button', { name: `Edit ${admin.firstName} ${admin.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByText('Contact support if you need to update user names').waitFor();
    expect(await dialog.getByLabel('First name').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Last name').isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
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
