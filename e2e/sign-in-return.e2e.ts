import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { DEMO } from './support/accounts';
import { signInThroughUi } from './support/session';
import { waitForPath } from './support/ui';

const browser = useBrowser();

describe('sign-in returns to the page the person came from (spec §2)', () => {
  it("'Sign In' in the header of /contact-us comes back to /contact-us", async () => {
    const page = await browser.newPage();
    await page.goto('/contact-us');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign In' }).click();
    await waitForPath(page, '/login');
    await signInThroughUi(page, DEMO.customer);
    await waitForPath(page, '/contact-us');
    // Signed in: the header offers the way into the app instead.
    await page.getByRole('link', { name: 'Go to Dashboard' }).first().waitFor();
  });

  it("'Sign In' on a policy page comes back to it, also after switching to the sign-up tab and back", async () => {
    const page = await browser.newPage();
    await page.goto('/privacy-policy');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign In' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await waitForPath(page, '/login?mode=signup');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await signInThroughUi(page, DEMO.consultant);
    await waitForPath(page, '/privacy-policy');
  });

  it('?redirect= wins over the page the person came from', async () => {
    const page = await browser.newPage();
    await page.goto('/contact-us');
    await page.goto('/login?redirect=%2Fhelp');
    await signInThroughUi(page, DEMO.customer);
    await waitForPath(page, '/help');
  });

  it("a ?redirect= to another host is refused: the person lands on their role's home", async () => {
    for (const redirect of ['//evil.example/phish', '/\\evil.example', 'https://evil.example/']) {
      const page = await browser.newPage();
      await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
      await signInThroughUi(page, DEMO.admin);
      await waitForPath(page, '/admin');
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    }
  });

  it('opening /login directly still goes to the role home', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, DEMO.customer);
    await waitForPath(page, '/dashboard');
  });
});
