// Decision 041: a person's data. A customer downloads everything held about them from Settings
// (a ZIP whose profile.json is theirs), then deletes their account with their password: they land
// on `/`, signed out, and their old address no longer signs in. An admin does both for a user from
// the user list, confirming with their own password.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { restoreSession, signInForm, signInThroughUi } from './support/session';
import { createAccount } from './support/tickets';
import { isCoveredByToast, readStoredKeys, waitForPath, waitForToast } from './support/ui';
import { readZip } from './support/zip';

const browser = useBrowser();

describe('Settings: your data', () => {
  it('a customer downloads their data, then deletes their account and cannot sign in with it again', async () => {
    const person = await createAccount('Customer', 'own-data');
    const page = await browser.newPage();
    // Refused on purpose: the wrong password (400), the ended session's sign-out call and the
    // old address at /login (401).
    const problems = watchProblems(page, { expectedStatuses: [400, 401] });
    await signInThroughUi(page, person.email, person.password);

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^basisdesk-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = readZip(fs.readFileSync(await download.path()));
    expect(JSON.parse(files.get('profile.json')?.toString('utf8') ?? 'null')).toMatchObject({
      id: person.id,
      email: person.email,
    });
    await waitForToast(page, 'Your data is downloading');

    // The toast leaves the next step free: at the bottom right it sat over this button.
    const deleteButton = section.getByRole('button', { name: 'Delete my account' });
    await deleteButton.scrollIntoViewIfNeeded();
    expect(await isCoveredByToast(deleteButton)).toBe(false);
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('under “Deleted user”').waitFor();
    // No second factor: no code is asked for.
    expect(await dialog.getByLabel('Authentication code').count()).toBe(0);
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('Password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');

    await dialog.getByLabel('Your password').fill(person.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await waitForToast(page, 'Your account has been deleted.', 'You have been signed out.');
    await waitForPath(page, '/');
    expect(await readStoredKeys(page)).toMatchObject({ authToken: null, user: null });

    await page.goto('/login');
    const form = signInForm(page);
    await form.email.fill(person.email);
    await form.password.fill(person.password);
    await form.submit.click();
    await waitForToast(page, 'Sign In Failed', 'Invalid credentials');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(problems).toEqual([]);
  });

  it("an admin downloads a user's data and deletes them from the user list; the list no longer shows them", async () => {
    const person = await createAccount('Customer', 'admin-erases');
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await restoreSession(page, DEMO.admin);
    await page.goto('/admin/users');
    await page.locator('main').getByRole('searchbox').fill(person.email);
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download data of ${person.name}` }).click(),
    ]);
    const files = readZip(fs.readFileSync(await download.path()));
    expect(JSON.parse(files.get('profile.json')?.toString('utf8') ?? 'null')).toMatchObject({
      id: person.id,
    });

    await row.getByRole('button', { name: `Delete ${person.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${person.name}?` });
    await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await waitForToast(page, 'The account has been deleted.');
    await dialog.waitFor({ state: 'hidden' });
    // Erased, the account no longer has the address the list was searched for.
    await row.waitFor({ state: 'detached' });
    await page.locator('main').getByText('No users found').waitFor();
    expect(problems).toEqual([]);
  });
});
