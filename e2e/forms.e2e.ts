import crypto from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO, uniqueEmail } from './support/accounts';
import { adminToken, apiCall, apiLogin, createUserAsAdmin } from './support/api';
import { seriousA11yReport } from './support/axe';
import { restoreSession, signInForm } from './support/session';
import { isDark, presetTheme, type Theme } from './support/theme';
import { waitForToast } from './support/ui';

const browser = useBrowser();

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** The texts of the elements a control's aria-describedby names: what a screen reader reads with it. */
async function descriptionOf(page: Page, control: Locator): Promise<string[]> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return Promise.all(ids.map(async (id) => (await page.locator(`[id="${id}"]`).textContent()) ?? ''));
}

/** A customer of their own, so a password change touches no other journey's account. */
async function openSettingsAsNewCustomer(page: Page) {
  const email = uniqueEmail('forms');
  const password = 'Forms#123';
  await createUserAsAdmin({ email, password, firstName: 'Farah', lastName: 'Iqbal', role: 'Customer' });
  await restoreSession(page, email, password);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  return {
    email,
    password,
    dialog,
    current: dialog.getByLabel('Current Password', { exact: true }),
    next: dialog.getByLabel('New Password', { exact: true }),
    confirm: dialog.getByLabel('Confirm New Password', { exact: true }),
    submit: dialog.getByRole('button', { name: 'Change Password' }),
  };
}

describe('forms: field messages, aria-invalid and focus', () => {
  it('checks the change-password dialog on the page in the spec’s order, focusing the first field in error', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    const form = await openSettingsAsNewCustomer(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/change-password')) requests.push(request.method());
    });

    await form.current.fill('Forms#123');
    await form.submit.click();
    await waitForToast(page, 'Validation Error', 'All password fields are required.');
    await expect.poll(() => isFocused(form.next)).toBe(true);
    expect(await form.next.getAttribute('aria-invalid')).toBe('true');
    expect(await form.confirm.getAttribute('aria-invalid')).toBe('true');
    expect(await form.current.getAttribute('aria-invalid')).toBeNull();
    // The new password's advice and its problem are both read with it.
    expect(await descriptionOf(page, form.next)).toEqual([
      'Use at least 8 characters for a strong password.',
      'All password fields are required.',
    ]);

    await form.next.fill('abcde');
    await form.confirm.fill('abcdf');
    await form.submit.click();
    await waitForToast(page, 'Validation Error', 'New password and confirmation do not match.');
    await expect.poll(() => isFocused(form.confirm)).toBe(true);
    expect(await descriptionOf(page, form.confirm)).toEqual(['New password and confirmation do not match.']);
    // Fixed as it is typed: the message goes once the confirmation matches.
    await form.confirm.fill('abcde');
    await expect.poll(() => form.confirm.getAttribute('aria-invalid')).toBeNull();

    await form.submit.click();
    await waitForToast(page, 'Validation Error', 'New password must be at least 6 characters long.');
    await expect.poll(() => isFocused(form.next)).toBe(true);
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("puts the server's 400 on the field it names: a wrong current password, focused, until it is retyped", async () => {
    const page = await browser.newPage();
    // The wrong current password is refused with a 400 on purpose.
    const problems = watchProblems(page, { expectedStatuses: [400] });
    const form = await openSettingsAsNewCustomer(page);

    await form.current.fill('Not-my-password1');
    await form.next.fill('Changed#456');
    await form.confirm.fill('Changed#456');
    await form.submit.click();
    await waitForToast(page, 'Change Failed', 'Current password is incorrect.');

    await form.dialog
      .getByRole('alert')
      .getByText('Current password is incorrect.', { exact: true })
      .waitFor();
    expect(await form.current.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(page, form.current)).toEqual(['Current password is incorrect.']);
    await expect.poll(() => isFocused(form.current)).toBe(true);
    expect(await form.next.getAttribute('aria-invalid')).toBeNull();

    // Retyped, the server's reason no longer stands; the right password changes it.
    await form.current.fill(form.password);
    await expect.poll(() => form.current.getAttribute('aria-invalid')).toBeNull();
    await form.submit.click();
    await waitForToast(page, 'Password Changed');
    await form.dialog.waitFor({ state: 'hidden' });
    await apiLogin(form.email, 'Changed#456');
    expect(problems).toEqual([]);
  });

  it('puts a 409 on its field: a short code already taken, under Short Code and focused', async () => {
    const shortCode = `F${crypto.randomBytes(2).toString('hex').toUpperCase()}`;
    const arranged = await apiCall('POST', '/SupportTaxonomy/admin/types', {
      token: await adminToken(),
      body: { name: `Forms type ${shortCode}`, description: '', shortCode },
    });
    expect(arranged.status).toBe(201);
    const page = await browser.newPage();
    const problems = watchProblems(page, { expectedStatuses: [409] });
    await restoreSession(page, DEMO.admin);
    await page.goto('/admin/taxonomy');
    await page.getByRole('button', { name: 'Add Support Type' }).click();
    const dialog = page.getByRole('dialog');
    const code = dialog.getByLabel('Short Code');

    await dialog.getByLabel('Name', { exact: true }).fill('A second type with the code');
    await code.fill(shortCode.toLowerCase());
    // Focus elsewhere first, so the focus that follows is the form's doing.
    await dialog.getByLabel('Name', { exact: true }).focus();
    await dialog.getByRole('button', { name: 'Create' }).click();
    const message = `A support type with short code ${shortCode} already exists`;
    await waitForToast(page, 'Failed to create support type', message);
    await expect.poll(() => isFocused(code)).toBe(true);
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(page, code)).toEqual(['2-5 characters', message]);
    expect(await dialog.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('sign-in names the empty fields at the fields, focuses the first and sends nothing', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) logins.push(request.method());
    });
    await page.goto('/login');
    const form = signInForm(page);
    await form.submit.click();
    await page.getByRole('alert').getByText('Email is required', { exact: true }).waitFor();
    await page.getByRole('alert').getByText('Password is required', { exact: true }).waitFor();
    expect(await form.email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(form.email)).toBe(true);

    await form.email.fill(DEMO.customer);
    await form.password.fill('Demo@123');
    await form.submit.click();
    await waitForToast(page, 'Welcome back!');
    expect(logins).toEqual(['POST']);
    expect(problems).toEqual([]);
  });
});

describe('a dialog showing its field messages and its error toast has no serious or critical axe-core violations', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`the change-password dialog after a refused submit, in the ${theme} theme`, async () => {
      const context = await browser.newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      const problems = watchProblems(page);
      const form = await openSettingsAsNewCustomer(page);
      await form.submit.click();
      await form.dialog.getByText('All password fields are required.', { exact: true }).first().waitFor();
      // The spec's 'Validation Error' toast is on screen too: its colours are checked with the dialog.
      await page.locator('[data-sonner-toast][data-type="error"]').first().waitFor();
      // Measured as a person reads it: once the toast has faded in, not halfway through.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      expect(await form.next.getAttribute('aria-invalid')).toBe('true');
      expect(await isDark(page)).toBe(theme === 'dark');
      expect(await seriousA11yReport(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
