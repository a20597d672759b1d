import fs from 'node:fs';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO, uniqueEmail } from './support/accounts';
import { apiCall, apiLogin, createUserAsAdmin } from './support/api';
import { signInForm, signInThroughUi } from './support/session';
import { readStoredKeys, waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();

/** The authenticator app's code, as a phone would show it `aheadMs` from now. */
const appCode = (secret: string, aheadMs = 0) =>
  generate({ secret, epoch: Math.floor((Date.now() + aheadMs) / 1000) });

/** Email and password on /login: the second step asks for the code, on the same page. */
async function enterPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel(/^(Authentication code|Recovery code)$/).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /sign out/i }).click();
  await waitForPath(page, '/');
}

describe('two-factor authentication', () => {
  it('a customer sets it up in Settings, then signs in with an app code, then once with a recovery code', async () => {
    const page = await browser.newPage();
    // The recovery code used a second time is refused with a 401, on purpose.
    const problems = watchProblems(page, { expectedStatuses: [401] });
    const email = uniqueEmail('twofactor');
    const password = 'Secret#12';
    await createUserAsAdmin({ email, password, firstName: 'Tara', lastName: 'Singh', role: 'Customer' });

    // Without a second factor, the password alone signs in.
    await page.goto('/login');
    await signInForm(page).email.fill(email);
    await signInForm(page).password.fill(password);
    await signInForm(page).submit.click();
    await waitForPath(page, '/dashboard');

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByRole('button', { name: 'Set up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    const qr = dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = ((await dialog.getByTestId('second-factor-secret').textContent()) ?? '').replace(
      /\s+/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const codeField = dialog.getByLabel('Authentication code');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await codeField.fill(await appCode(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();

    const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await codesDialog.getByTestId('recovery-code').first().waitFor();
    const recoveryCodes = await codesDialog.getByTestId('recovery-code').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    const done = codesDialog.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      codesDialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('basisdesk-recovery-codes.txt');
    const saved = fs.readFileSync(await download.path(), 'utf8');
    for (const code of recoveryCodes) expect(saved).toContain(code);
    await codesDialog.getByLabel('I have saved these codes').check();
    await done.click();
    await waitForToast(page, 'Two-factor authentication is on');
    await section.getByText('10 recovery codes left.').waitFor();
    await signOut(page);

    // Password, then the app's code (the next step's: the set-up used this one).
    await enterPassword(page, email, password);
    expect((await readStoredKeys(page)).authToken).toBeNull();
    await enterCode(page, await appCode(secret, 30_000));
    await waitForPath(page, '/dashboard');
    await signOut(page);

    // Password, then a recovery code instead.
    const [recovery] = recoveryCodes;
    await enterPassword(page, email, password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await enterCode(page, recovery ?? '');
    await waitForPath(page, '/dashboard');
    await page.goto('/settings');
    await page.getByText('9 recovery codes left.').waitFor();
    await signOut(page);

    // The same recovery code again: refused with the server's words, still on the code step.
    await enterPassword(page, email, password);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await enterCode(page, recovery ?? '');
    const refusal =
      'That code is not right, or it has already been used. Try the current code from your app.';
    await waitForToast(page, 'Sign In Failed', refusal);
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await readStoredKeys(page)).authToken).toBeNull();
    expect(problems).toEqual([]);
  });
});

describe("the demo workspace's admins", () => {
  it('are told on the dashboard and in Settings that admins need no second factor here, and where to turn it on', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await signInThroughUi(page, DEMO.admin);
    await waitForPath(page, '/admin');
    const notice =
      'Two-factor authentication for admins is off. The demo workspace starts this way; turn it on in Settings before real use.';
    await page.getByTestId('admin-second-factor-notice').getByText(notice, { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Open Settings' }).click();
    await waitForPath(page, '/admin/settings');
    await page.getByTestId('admin-second-factor-notice').waitFor();
    const toggle = page.getByRole('switch', { name: 'Two-factor authentication for admins' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(problems).toEqual([]);
  });
});

describe('a workspace that requires admins to have a second factor', () => {
  it('sends an admin without one to its set-up first; once set up, the admin screens open', async () => {
    const password = 'Secret#12';
    const newAdmin = async (label: string) => {
      const email = uniqueEmail(label);
      await createUserAsAdmin({ email, password, firstName: 'Nila', lastName: 'Admin', role: 'Admin' });
      return email;
    };
    // An admin with a second factor (set up through the API) switches the requirement on and,
    // whatever happens, off again: the demo workspace's other journeys run without it.
    const keeper = await apiLogin(await newAdmin('keeper'), password);
    const unprotected = await newAdmin('unprotected');
    const setUp = await apiCall<{ secret: string }>('POST', '/auth/second-factor/setup', {
      token: keeper.token,
    });
    const code = await appCode(setUp.body.secret);
    expect(
      (await apiCall('POST', '/auth/second-factor/confirm', { token: keeper.token, body: { code } })).status,
    ).toBe(200);
    const setRequirement = (value: 'true' | 'false') =>
      apiCall('PUT', '/SystemSettings/AdminSecondFactorRequired', { token: keeper.token, body: { value } });
    expect((await setRequirement('true')).status).toBe(200);
    try {
      const page = await browser.newPage();
      const problems = watchProblems(page);
      await signInThroughUi(page, unprotected, password);
      await waitForPath(page, '/settings');
      expect(new URL(page.url()).hash).toBe('#two-factor');
      const section = page.getByRole('region', { name: 'Two-factor authentication' });
      await section
        .getByRole('alert')
        .getByText('Set up two-factor authentication to use admin features.')
        .waitFor();

      await section.getByRole('button', { name: 'Set up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
      const secret = ((await dialog.getByTestId('second-factor-secret').textContent()) ?? '').replace(
        /\s+/g,
        '',
      );
      await dialog.getByLabel('Authentication code').fill(await appCode(secret));
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
      await codesDialog.getByLabel('I have saved these codes').check();
      await codesDialog.getByRole('button', { name: 'Done' }).click();
      await section.getByText('10 recovery codes left.').waitFor();

      await page.goto('/admin');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      expect(problems).toEqual([]);
    } finally {
      expect((await setRequirement('false')).status).toBe(200);
    }
  });
});
