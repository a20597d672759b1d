import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { waitForPath } from './support/ui';

const browser = useBrowser();

describe('the built app in a real browser', () => {
  it('loads the web app under the strict content security policy without console errors', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('h1').first().waitFor();
    // The runtime configuration is written into the page by the server.
    const config = JSON.parse(
      (await page.locator('meta[name="app-config"]').getAttribute('content')) ?? '{}',
    );
    expect(config).toMatchObject({ appName: 'BasisDesk', supportEmail: 'support@basisdesk.in' });
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('serves the app on a deep link (history fallback) and routes it', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/admin/users?tab=all');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/admin/users?tab=all')}`);
    await page.context().close();
  });

  it('answers an unknown /api path with a JSON 404, not the app', async () => {
    const page = await browser.newPage();
    const response = await page.context().request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    await page.context().close();
  });

  it('renders the API reference at /api/docs', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await page.goto('/api/docs');
    await expect
      .poll(() => page.locator('.swagger-ui .title').first().textContent(), { timeout: 15_000 })
      .toContain('BasisDesk API');
    await expect.poll(() => page.getByText('/api/auth/login').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
