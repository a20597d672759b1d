import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO } from './support/accounts';
import { restoreSession } from './support/session';
import { useTicketDesk } from './support/tickets';

const browser = useBrowser();
/** A consultant and a customer with a booked session: rows a fresh demo server does not have. */
const desk = useTicketDesk('sweep', 'Phone Sweep');

beforeAll(async () => {
  await desk.book({ description: 'A booked session, so that booked rows are on the pages swept.' });
});

/** The narrowest phone the app supports, and the most common one. */
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** Every route a visitor or each role can open (DESIGN's route table and the app's own pages). */
const ROUTES = {
  visitor: [
    '/',
    '/login',
    '/login?mode=signup',
    '/forgot-password',
    '/contact-us',
    '/privacy-policy',
    '/cancellation-refund-policy',
    '/shipping-delivery-policy',
    '/terms-conditions',
    '/no-such-page',
  ],
  [DEMO.customer]: ['/dashboard', '/support', '/tickets', '/messages', '/settings', '/help'],
  [DEMO.consultant]: [
    '/dashboard',
    '/tickets',
    '/consultant/availability',
    '/consultant/skills',
    '/consultant/earnings',
    '/messages',
    '/settings',
  ],
  [DEMO.admin]: [
    '/admin',
    '/admin/users',
    '/tickets',
    '/admin/settings',
    '/admin/taxonomy',
    '/admin/sr-identifiers',
    '/admin/ticket-number-templates',
    '/admin/sso-settings',
    '/admin/notifications',
    '/admin/audit',
  ],
} as const;

/**
 * What does not fit the screen's width: the page scrolling sideways, a box inside it scrolling
 * sideways (a table or a row of tabs in its own scroller still hides its right end: the actions),
 * and anything reaching past the right edge that is not clipped on purpose (an ellipsis, a closed
 * drawer, a skip link off screen).
 */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
      return `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 60)}"> "${label}"`;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px`);
    }
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const scrollsSideways =
        ['auto', 'scroll'].includes(style.overflowX) &&
        element.clientWidth > 0 &&
        element.scrollWidth > element.clientWidth + 1;
      if (scrollsSideways) {
        found.push(
          `scrolls sideways (${element.scrollWidth}/${element.clientWidth}px): ${describe(element)}`,
        );
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.position === 'fixed') continue;
      let clippedBy: Element | null = null;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') {
          clippedBy = parent;
          break;
        }
      }
      // Pushed out to the left of the box that holds it (a right-aligned row of buttons too wide
      // for it): a scroller never scrolls there, so that part cannot be reached at all.
      const holder = clippedBy?.getBoundingClientRect();
      // A decoration (an empty glow behind a picture) may bleed past its box; words and controls may not.
      const matters =
        element.closest('[aria-hidden="true"]') === null &&
        (element.matches('a, button, input, select, textarea') || (element.textContent ?? '').trim() !== '');
      if (holder && matters && box.left < holder.left - 1 && box.right > holder.left) {
        found.push(`cut off on the left (${Math.round(holder.left - box.left)}px): ${describe(element)}`);
        continue;
      }
      if (box.right <= width + 1 || box.left >= width) continue;
      // Reaching past the edge: fine only inside a box that clips it and itself fits the screen.
      if (!holder || holder.right > width + 1) {
        found.push(`past the right edge (${Math.round(box.right)}px): ${describe(element)}`);
      }
    }
    return found.slice(0, 6);
  });
}

/**
 * The page has drawn what it loads: its heading, and no spinner or skeleton left; the days of a
 * slot list are opened, so their rows are measured too.
 */
async function settle(page: Page) {
  await page.locator('h1, h2').first().waitFor();
  await page
    .locator('[role="status"] .animate-spin, [data-slot="skeleton"], .animate-pulse')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  // Opened as a script would (the sticky top bar may lie over a heading): only the layout is measured.
  await page.locator('[data-testid="slot-day"] button[aria-expanded="false"]').evaluateAll((toggles) => {
    for (const toggle of toggles) (toggle as HTMLButtonElement).click();
  });
  // What answers a new width in script (resize observers, media-query listeners) has rendered.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describe('every route fits a phone: nothing scrolls sideways or is cut off', () => {
  it('the check itself finds a box wider than the screen, and one that scrolls sideways', async () => {
    const page = await browser.newPage({ viewport: PHONES[0] });
    await page.goto('/privacy-policy');
    await settle(page);
    expect(await overflowOf(page)).toEqual([]);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '500px';
      wide.textContent = 'too wide';
      document.querySelector('main')?.append(wide);
    });
    expect((await overflowOf(page)).join('\n')).toMatch(/too wide/);
    await page.evaluate(() => {
      const scroller = document.createElement('div');
      scroller.style.overflowX = 'auto';
      scroller.innerHTML = '<div style="width: 600px">a wide table</div>';
      document.querySelector('main')?.replaceChildren(scroller);
    });
    expect((await overflowOf(page)).join('\n')).toMatch(/scrolls sideways \(600\/\d+px\)/);
    await page.evaluate(() => {
      const row = document.createElement('div');
      row.style.cssText = 'display: flex; justify-content: flex-end; overflow-x: auto; width: 200px';
      row.innerHTML =
        '<button style="flex: none; width: 150px">first</button><button style="flex: none; width: 150px">second</button>';
      document.querySelector('main')?.replaceChildren(row);
    });
    expect((await overflowOf(page)).join('\n')).toMatch(/cut off on the left \(100px\): <button .*"first"/);
  });

  /**
   * Each path at each phone width, as `account` (a visitor without one); what does not fit, by page.
   * A path is loaded once, at the narrowest width, and measured there; the page is then widened to
   * each other phone and measured again. Both phones lie in the same breakpoint band, so the app
   * lays out the same parts at either; a load per width (the page's start-up twice) took a third
   * of the sweep: 99 s against 63 s for the file alone on the 2-core machine, with other work on it.
   */
  async function sweep(account: { email: string; password?: string } | null, paths: readonly string[]) {
    const found: Record<string, unknown> = {};
    const [narrowest, ...wider] = PHONES;
    const page = await browser.newPage({ viewport: narrowest });
    if (account) await restoreSession(page, account.email, account.password);
    for (const path of paths) {
      await page.setViewportSize(narrowest);
      await page.goto(path);
      for (const phone of [narrowest, ...wider]) {
        if (phone !== narrowest) await page.setViewportSize(phone);
        await settle(page);
        const overflow = await overflowOf(page);
        if (overflow.length > 0) found[`${phone.width}px ${path}`] = overflow;
      }
    }
    return found;
  }

  for (const [who, paths] of Object.entries(ROUTES)) {
    it(`${who === 'visitor' ? 'a visitor' : who}: ${paths.length} routes at ${PHONES.map((phone) => phone.width).join(' and ')} px`, async () => {
      expect(await sweep(who === 'visitor' ? null : { email: who }, paths)).toEqual({});
    });
  }

  it('a consultant and a customer with a booked session: its rows fit too', async () => {
    const consultantPaths = ['/dashboard', '/consultant/availability', '/tickets', '/consultant/earnings'];
    expect(await sweep(desk.consultant, consultantPaths)).toEqual({});
    expect(await sweep(desk.customer, ['/dashboard', '/tickets'])).toEqual({});
  });
});
