import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO } from './support/accounts';
import { apiLogin } from './support/api';
import { restoreSession, sessionUserOf, signInThroughUi, storeSessionKeys } from './support/session';
import { breakSignature, craftToken } from './support/tokens';
import { action, currentPath, readStoredKeys, waitForPath } from './support/ui';

const browser = useBrowser();

const storedUser = async (page: Page) => JSON.parse((await readStoredKeys(page)).user ?? 'null');

describe('signed-out visitors on protected routes (spec §2)', () => {
  it('/dashboard → /login?redirect=%2Fdashboard, and back at /dashboard after signing in', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await waitForPath(page, '/login?redirect=%2Fdashboard');
    await signInThroughUi(page, DEMO.customer);
    await waitForPath(page, '/dashboard');
  });

  it('a deep link keeps its query through the sign-in', async () => {
    const page = await browser.newPage();
    await page.goto('/tickets?search=abc');
    await waitForPath(page, '/login?redirect=%2Ftickets%3Fsearch%3Dabc');
    await signInThroughUi(page, DEMO.consultant);
    await waitForPath(page, '/tickets?search=abc');
  });

  it('every protected route asks for sign-in', async () => {
    const page = await browser.newPage();
    for (const path of [
      '/support',
      '/settings',
      '/help',
      '/consultant/availability',
      '/admin/users',
      '/messages',
    ]) {
      await page.goto(path);
      await waitForPath(page, `/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('/ is the landing page for a signed-out visitor, not a redirect', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath(page)).toBe('/');
  });
});

describe('role landing pages', () => {
  it.each([
    [DEMO.admin, '/admin', 'admin'],
    [DEMO.customer, '/dashboard', 'customer'],
    [DEMO.consultant, '/dashboard', 'consultant'],
  ])('%s signs in on /login and lands on %s', async (email, home, role) => {
    const page = await browser.newPage();
    await signInThroughUi(page, email);
    await waitForPath(page, home);
    // The stored copy keeps the role lower case (spec §3).
    expect(await storedUser(page)).toMatchObject({ email, role });
  });

  it.each([
    [DEMO.admin, '/admin'],
    [DEMO.customer, '/dashboard'],
  ])('a signed-in %s who opens / goes to %s', async (email, home) => {
    const page = await browser.newPage();
    await restoreSession(page, email);
    await page.goto('/');
    await waitForPath(page, home);
  });

  it('a signed-in visit to /login is replaced by the role home (going back does not return to /login)', async () => {
    const page = await browser.newPage();
    await restoreSession(page, DEMO.customer);
    await page.goto('/help');
    await page.locator('h1').first().waitFor();
    await page.goto('/login');
    await waitForPath(page, '/dashboard');
    await page.goBack();
    await waitForPath(page, '/help');
  });

  it('an admin opening /dashboard lands on /admin', async () => {
    const page = await browser.newPage();
    await restoreSession(page, DEMO.admin);
    await page.goto('/dashboard');
    await waitForPath(page, '/admin');
  });

  it('a customer opening /admin is told access is denied', async () => {
    const page = await browser.newPage();
    await restoreSession(page, DEMO.customer);
    await page.goto('/admin');
    await page.getByText('Access Denied - You need admin privileges to access this page.').waitFor();
    expect(currentPath(page)).toBe('/admin');
  });
});

describe('restoring and ending the session (spec §4)', () => {
  it('an expired token is not restored: both keys are cleared and /dashboard asks for sign-in', async () => {
    const page = await browser.newPage();
    const login = await apiLogin(DEMO.customer);
    const expired = craftToken({ sub: login.id, role: 'Customer', exp: Math.floor(Date.now() / 1000) - 60 });
    await storeSessionKeys(page, expired, sessionUserOf(login));
    await page.goto('/dashboard');
    await waitForPath(page, '/login?redirect=%2Fdashboard');
    expect(await readStoredKeys(page)).toMatchObject({ authToken: null, user: null });
  });

  it('a token the server rejects ends the session at the first API call: keys cleared, back to /login?redirect=…', async () => {
    const page = await browser.newPage();
    const login = await apiLogin(DEMO.customer);
    const forged = breakSignature(login.token);
    const unauthorized: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 401) unauthorized.push(response.url());
    });
    await storeSessionKeys(page, forged, sessionUserOf(login));
    await page.goto('/settings');
    await waitForPath(page, '/login?redirect=%2Fsettings');
    expect(unauthorized.length).toBeGreaterThan(0);
    expect(await readStoredKeys(page)).toMatchObject({ authToken: null, user: null });
  });

  it('sign out from the top bar returns to / and clears authToken and user', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, DEMO.customer);
    await waitForPath(page, '/dashboard');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.getByRole('button', { name: /sign out/i }).click();
    await waitForPath(page, '/');
    expect(await readStoredKeys(page)).toEqual({ authToken: null, user: null, theme: 'light' });
    // Signed out for real: a protected page asks for sign-in again.
    await page.goto('/dashboard');
    await waitForPath(page, '/login?redirect=%2Fdashboard');
  });
});

describe('not found', () => {
  it("an unknown path shows 'Oops! Page not found', logs the 404 and links home", async () => {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    await expect.poll(() => messages.some((text) => text.includes('404'))).toBe(true);
    await action(page, /home/i).click();
    await waitForPath(page, '/');
  });
});
