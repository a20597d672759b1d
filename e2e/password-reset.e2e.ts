import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, watchProblems } from './browser';
import { apiCall, apiLogin } from './support/api';
import { seriousA11yReport } from './support/axe';
import { waitForMail } from './support/mail';
import { signInForm, signInThroughUi } from './support/session';
import { isDark, presetTheme, type Theme } from './support/theme';
import { createAccount } from './support/tickets';
import { waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();

const SENT = 'If an account exists for that address, we have sent a link to reset its password.';
const INVALID = 'This password reset link is invalid or has expired. Request a new one.';
const DONE = 'Your password has been reset. You can now sign in.';

describe('forgot password → the mailed link → a new password', () => {
  it('a customer resets their password through the mail; the old one and the used link stop working', async () => {
    const account = await createAccount('Customer', 'reset');
    const page = await browser.newPage();
    // A refused sign-in (401) and the used link's refusal (400) are part of the journey.
    const problems = watchProblems(page, { expectedStatuses: [400, 401] });

    await page.goto('/login');
    await page.getByText('Welcome Back').waitFor();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText(SENT).waitFor();

    const mail = await waitForMail(account.email, { matching: (m) => m.subject.includes('Reset your') });
    expect(mail.subject).toBe('Reset your BasisDesk password');
    expect(mail.link).toMatch(new RegExp(`^${baseUrl()}/reset-password\\?token=[\\w-]+&email=`));
    const link = mail.link!;

    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByText(account.email).waitFor();
    // The sign-up rules, in sign-up's words.
    await page.getByLabel('New Password', { exact: true }).fill('Fresh#2026');
    await page.getByLabel('Confirm New Password').fill('Fresh#2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await waitForToast(page, 'Password Mismatch', 'Passwords do not match');
    await expect
      .poll(() => page.getByLabel('Confirm New Password').evaluate((el) => el === document.activeElement))
      .toBe(true);

    await page.getByLabel('Confirm New Password').fill('Fresh#2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await waitForToast(page, 'Password Reset', DONE);
    await waitForPath(page, '/login');

    // The old password no longer signs in; the new one does.
    await page.getByText('Welcome Back').waitFor();
    await signInForm(page).email.fill(account.email);
    await signInForm(page).password.fill(account.password);
    await signInForm(page).submit.click();
    await waitForToast(page, 'Sign In Failed', 'Invalid credentials');
    await signInThroughUi(page, account.email, 'Fresh#2026');

    // The same link again (a signed-in visitor may open it too): refused in the server's words.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('Another#2028');
    await page.getByLabel('Confirm New Password').fill('Another#2028');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').getByText(INVALID).waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await waitForPath(page, '/forgot-password');

    expect(problems).toEqual([]);
  });
});

describe('Settings: time zone', () => {
  it('saves Asia/Tokyo; the time shown follows it, with its label, after a reload too', async () => {
    const account = await createAccount('Customer', 'zone');
    // The browser runs in India: the first sign-in keeps that zone.
    const page = await browser.newPage({ timezoneId: 'Asia/Kolkata' });
    const problems = watchProblems(page);
    await signInThroughUi(page, account.email, account.password);

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Time zone' }).waitFor();
    const select = page.getByRole('combobox', { name: 'Time zone' });
    // Chromium names India's zone by its older IANA name, which the server takes as it is.
    expect(await select.inputValue()).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    const preview = page.getByText(/^Local time there:/);
    await expect.poll(() => preview.textContent()).toMatch(/ IST$/);

    await page.getByLabel('Search time zones').fill('tokyo');
    await select.selectOption('Asia/Tokyo');
    // The preview speaks of the chosen zone before it is saved.
    await expect.poll(() => preview.textContent()).toMatch(/ (JST|GMT\+9)$/);
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await waitForToast(page, 'Time zone updated');

    const login = await apiLogin(account.email, account.password);
    const user = await apiCall<{ timeZone: string }>('GET', `/users/${login.id}`, { token: login.token });
    expect(user.body.timeZone).toBe('Asia/Tokyo');

    await page.reload();
    await page.getByRole('heading', { name: 'Time zone' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('Asia/Tokyo');
    await expect.poll(() => page.getByText(/^Local time there:/).textContent()).toMatch(/ (JST|GMT\+9)$/);
    expect(problems).toEqual([]);
  });
});

describe('the two new pages are axe-clean (WCAG 2.1 A/AA) in both themes, and fit a phone', () => {
  const pages = ['/forgot-password', '/reset-password?token=not-a-real-token&email=someone%40example.com'];
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const path of pages) {
      it(`${path.split('?')[0]} in the ${theme} theme`, async () => {
        const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
        await presetTheme(context, theme);
        const page = await context.newPage();
        const problems = watchProblems(page);
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        await page.getByRole('button').last().waitFor();
        expect(await isDark(page)).toBe(theme === 'dark');
        expect(await seriousA11yReport(page)).toEqual([]);
        // Nothing wider than the phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(problems).toEqual([]);
      });
    }
  }
});
