import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

/**
 * The sign-in page is the first page most people load, often on a phone: its script must stay
 * small. Its own code is measured at 126.1 KB gzip, within the 130 KB issue 17 asks for, with
 * toasts, the sign-up tab and TanStack Query loaded on demand (decision 026). A deployment with
 * Supabase, as here, also shows the social sign-in buttons, which read the SSO status through
 * TanStack Query: 140.0 KB in all.
 */
const LOGIN_OWN_SCRIPT_BUDGET_BYTES = 130 * 1024;
const LOGIN_WITH_SOCIAL_BUDGET_BYTES = 142 * 1024;

/** The chunks the social sign-in buttons bring: themselves, what they share with sign-up, and Query. */
const SOCIAL_CHUNKS =
  /^(social-sign-in-buttons|pending-provider|social-auth\.messages|query|query-client|query-provider)-[\w-]+\.js$/;

describe('performance budget', () => {
  it('/login loads at most 130 KB of JavaScript (gzip) of its own, 142 KB with the social buttons, neither sonner, the admin screens nor the second factor', async () => {
    // No service worker: its precache would fetch every chunk, which is not what the page needs.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
      if (isScript && response.ok() && !scripts.has(url.pathname)) scripts.set(url.pathname, response.body());
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');

    const sizes = await Promise.all(
      [...scripts].map(async ([path, body]) => {
        const bytes = await body;
        return { path, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
      }),
    );
    const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
    console.log(
      `/login JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files ` +
        `(budget ${LOGIN_WITH_SOCIAL_BUDGET_BYTES / 1024} KB, ${LOGIN_OWN_SCRIPT_BUDGET_BYTES / 1024} KB without the social buttons)\n` +
        sizes
          .sort((a, b) => b.gzip - a.gzip)
          .map((entry) => `  ${(entry.gzip / 1024).toFixed(1).padStart(6)} KB  ${entry.path}`)
          .join('\n'),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LOGIN_WITH_SOCIAL_BUDGET_BYTES);
    const social = sizes.filter((entry) => SOCIAL_CHUNKS.test(entry.path.split('/').pop() ?? ''));
    // The buttons are there (Supabase is configured), so the split below measures something.
    expect(social.some((entry) => entry.path.includes('social-sign-in-buttons-'))).toBe(true);
    const own = total - social.reduce((sum, entry) => sum + entry.gzip, 0);
    expect(own).toBeLessThanOrEqual(LOGIN_OWN_SCRIPT_BUDGET_BYTES);
    const adminChunks = sizes.filter((entry) => entry.path.split('/').pop()?.startsWith('admin-'));
    expect(adminChunks.map((entry) => entry.path)).toEqual([]);
    // Toasts load with the first toast (apps/web/src/lib/toast.ts), not with the page.
    const toaster = sizes.filter((entry) => entry.path.split('/').pop()?.startsWith('themed-toaster-'));
    expect(toaster.map((entry) => entry.path)).toEqual([]);
    // The second factor's step loads only when the server asks for a code.
    const secondStep = sizes.filter((entry) => entry.path.split('/').pop()?.startsWith('second-factor-'));
    expect(secondStep.map((entry) => entry.path)).toEqual([]);
  });
});
