import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

/**
 * The sign-in page is the first page most people load, often on a phone: its script must stay
 * small. Measured 135.8 KB (139.0 KB with Supabase configured, as here: the social buttons' chunk),
 * with toasts, the social buttons and the sign-up tab loaded on demand (decision 026). Issue 17 asks
 * for 130 KB, which needs the sign-in form without react-hook-form (15.8 KB).
 */
const LOGIN_SCRIPT_BUDGET_BYTES = 140 * 1024;

describe('performance budget', () => {
  it('/login loads at most 140 KB of JavaScript (gzip), neither sonner nor the admin screens', async () => {
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
        `(budget ${LOGIN_SCRIPT_BUDGET_BYTES / 1024} KB)\n` +
        sizes
          .sort((a, b) => b.gzip - a.gzip)
          .map((entry) => `  ${(entry.gzip / 1024).toFixed(1).padStart(6)} KB  ${entry.path}`)
          .join('\n'),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LOGIN_SCRIPT_BUDGET_BYTES);
    const adminChunks = sizes.filter((entry) => entry.path.split('/').pop()?.startsWith('admin-'));
    expect(adminChunks.map((entry) => entry.path)).toEqual([]);
    // Toasts load with the first toast (apps/web/src/lib/toast.ts), not with the page.
    const toaster = sizes.filter((entry) => entry.path.split('/').pop()?.startsWith('themed-toaster-'));
    expect(toaster.map((entry) => entry.path)).toEqual([]);
  });
});
