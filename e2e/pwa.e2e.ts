import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const browser = useBrowser();

interface Manifest {
  name: string;
  short_name?: string;
  theme_color: string;
  background_color: string;
  display: string;
  start_url?: string;
  icons: Array<{ src: string; sizes: string; type?: string }>;
}

describe('installable app (manifest, service worker, offline shell)', () => {
  it('serves a manifest with the product name, colours, standalone display and icons that load', async () => {
    const context = await browser.newContext();
    const response = await context.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'BasisDesk',
      theme_color: '#f59e0b',
      background_color: '#1a1b23',
      display: 'standalone',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate) => candidate.sizes.split(' ').includes(size));
      expect(icon, `an icon of ${size}`).toBeDefined();
      const image = await context.request.get(icon!.src);
      expect(image.status(), icon!.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      // A real PNG of that size, not an HTML fallback with an image name.
      const bytes = await image.body();
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(size);
    }
    // The page links the manifest, so the browser can offer to install the app.
    const page = await context.newPage();
    await page.goto('/login');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('registers /sw.js on load, and the sign-in page still renders offline', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    // `ready` never settles without a registration: give up after a while with a clear failure.
    const scriptUrl = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null),
        new Promise<string>((resolve) => setTimeout(() => resolve('no service worker after 15 s'), 15_000)),
      ]),
    );
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    // Wait until the worker is activated (its precache is complete then).
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
        timeout: 15_000,
      })
      .toBe('activated');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).waitFor();

    await context.setOffline(true);
    // The worker itself cannot reach the server now either (so the page below comes from its cache).
    const worker = context.serviceWorkers()[0];
    expect(worker, 'the service worker').toBeDefined();
    expect(
      await worker!.evaluate(() =>
        fetch('/api/health', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');

    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await page.getByText('Welcome Back').waitFor();
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).waitFor();

    // A page never visited before comes from the precached shell and its lazily loaded chunk.
    await page.goto('/privacy-policy');
    await page.locator('h1').first().waitFor();
    await context.setOffline(false);
  });
});
