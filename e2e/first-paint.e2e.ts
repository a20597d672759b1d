import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { restoreSession, signInForm } from './support/session';
import { isDark, presetTheme } from './support/theme';
import { waitForPath } from './support/ui';

const browser = useBrowser();

/**
 * Counts the elements of the server's HTML that get taken out of #root. Hydrating keeps them;
 * painting afresh (createRoot, or React giving up on a mismatch) removes them. Installed before
 * any of the page's own scripts run.
 */
async function countRootRemovals(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { rootRemovals: number };
    counter.rootRemovals = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id !== 'root') continue;
        // Elements only: hydrating a Suspense boundary may drop its comment markers.
        record.removedNodes.forEach((node) => {
          if (node.nodeType === Node.ELEMENT_NODE) counter.rootRemovals += 1;
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { rootRemovals: number }).rootRemovals);
}

/** The page as the server sends it, before any script: what a phone paints first. */
async function serverHtml(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  return response.text();
}

describe('prerendered / and /login (decision 026)', () => {
  it('/ arrives as the landing page and hydrates: the theme switch works, nothing is painted twice', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    const html = await serverHtml(page, '/');
    expect(html).toContain('SAP BASIS experts, <span class="text-brand-text">booked by the half hour</span>');
    expect(html).toContain('<title>BasisDesk: SAP BASIS support by the hour</title>');

    const problems = watchProblems(page);
    const rootRemovals = await countRootRemovals(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'SAP BASIS experts, booked by the half hour' }).waitFor();
    expect(await page.title()).toBe('BasisDesk: SAP BASIS support by the hour');

    // The switch waits, disabled, until the page has hydrated: a choice made earlier would be lost.
    await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).isEnabled()).toBe(true);
    await page.getByTitle('Dark', { exact: true }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await rootRemovals()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('/login arrives as the sign-in form with its submit held until hydration, then signs in', async () => {
    const page = await browser.newPage();
    const html = await serverHtml(page, '/login');
    expect(html).toContain('Welcome Back');
    // Enter before the handler is attached must not send the fields as a GET with them in the URL.
    expect(html).toMatch(/<button [^>]*type="submit" disabled="">Sign In to Dashboard<\/button>/);

    const problems = watchProblems(page);
    const rootRemovals = await countRootRemovals(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    const form = signInForm(page);
    await expect.poll(() => form.submit.isEnabled()).toBe(true);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Join BasisDesk' }).waitFor();
    await page.getByRole('tab', { name: 'Sign In' }).click();
    expect(await rootRemovals()).toBe(0);

    await form.email.fill(DEMO.customer);
    await form.password.fill('Demo@123');
    await form.submit.click();
    await waitForPath(page, /^\/dashboard$/);
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('what is typed before hydration is kept, a click made meanwhile waits for it, and it signs in once hydrated', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    // Hold /login's code back (its chunks, apps/web/build/chunk-plan.ts: `login-…`, `login~…`): a
    // slow phone, where the prerendered form shows well before it runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/login[-~][\w~-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const form = signInForm(page);
    await form.email.fill(DEMO.customer);
    await form.password.fill('Demo@123');
    expect(await form.submit.isDisabled()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Sign Up' }).isDisabled()).toBe(true);
    const showPassword = page.getByRole('button', { name: 'Show password' });
    expect(await showPassword.isDisabled()).toBe(true);

    // Clicked before its handler exists: the click waits for hydration instead of doing nothing.
    const clicked = showPassword.click();
    release();
    await clicked;
    expect(await form.password.getAttribute('type')).toBe('text');
    await expect.poll(() => form.submit.isEnabled()).toBe(true);
    expect(await form.email.inputValue()).toBe(DEMO.customer);
    await form.submit.click();
    await waitForPath(page, /^\/dashboard$/);
    expect(problems).toEqual([]);
  });

  it('a stored dark theme is on <html> before the app runs, allowed by the CSP, and hydration still matches', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    await presetTheme(context, 'dark');
    const page = await context.newPage();
    const problems = watchProblems(page);
    const rootRemovals = await countRootRemovals(page);
    // Read at the first parse of <body>: the inline script in <head> has run, no module script has.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { darkAtParse: boolean }).darkAtParse =
            document.documentElement.classList.contains('dark');
        }
      });
    });
    for (const path of ['/', '/login']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(
        true,
      );
      expect(await isDark(page)).toBe(true);
    }
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await rootRemovals()).toBe(0);
    // A CSP refusal of the inline script would be a console error.
    expect(problems).toEqual([]);
  });

  it('a signed-in person opening / or /login?mode=signup gets a fresh render, without errors', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await page.goto('/login?mode=signup', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Join BasisDesk' }).waitFor();

    await restoreSession(page, DEMO.customer);
    await page.goto('/');
    await waitForPath(page, /^\/dashboard$/);
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    expect(problems).toEqual([]);
  });
});
