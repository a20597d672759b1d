import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, watchProblems } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the built app in a real browser', () => {
  it('loads the web app, which reaches its API through the strict content security policy', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(baseUrl());
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect.poll(() => page.getByTestId('health').textContent()).toBe('All systems operational');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('serves the app on a deep link (history fallback)', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl()}/admin/users?tab=all`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').textContent()).toBe('BasisDesk');
    await page.close();
  });

  it('renders the API reference at /api/docs', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await page.goto(`${baseUrl()}/api/docs`);
    await expect
      .poll(() => page.locator('.swagger-ui .title').first().textContent(), { timeout: 15_000 })
      .toContain('BasisDesk API');
    await expect.poll(() => page.getByText('/api/auth/login').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
