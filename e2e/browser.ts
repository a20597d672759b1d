import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { reportFailure } from './support/failure-report';
import { thisServer } from './support/server';

/** Debian's Chromium; test tools never download browsers here. */
const CHROMIUM = '/usr/bin/chromium';

/** How long a step waits for the page (an element, a URL) before the journey fails. */
export const STEP_TIMEOUT_MS = 10_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Closed network: without these Chromium keeps trying to reach Google's services.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const baseUrl = () => thisServer().baseUrl;

/**
 * A fresh, isolated browser profile (own storage, own service workers) on the app's origin, so
 * `page.goto('/login')` works.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(20_000);
  return context;
}

export interface TestBrowser {
  /** A fresh profile, closed after the current test: no state leaks between tests. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a fresh profile, closed after the current test. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/** One browser per test file; every profile a test opens is closed after that test. */
export function useBrowser(): TestBrowser {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportFailure(task.name, open);
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  const createContext = async (options?: BrowserContextOptions) => {
    if (!browser) throw new Error('The browser is not running (useBrowser() outside a test?)');
    const context = await newContext(browser, options);
    open.push(context);
    return context;
  };
  return {
    newContext: createContext,
    newPage: async (options) => (await createContext(options)).newPage(),
  };
}

/**
 * Collects console errors and uncaught page errors, so a journey can assert the page stayed clean.
 * Chromium logs every 4xx answer as "Failed to load resource"; a journey that provokes one on
 * purpose (a refused sign-in) lists that status in `expectedStatuses`.
 */
export function watchProblems(page: Page, { expectedStatuses = [] as number[] } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const status = message
      .text()
      .match(/^Failed to load resource: the server responded with a status of (\d+)/)?.[1];
    if (status && expectedStatuses.includes(Number(status))) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // The console line of a failed load names no URL; this one does, so a failure says what to fix.
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 400 && !expectedStatuses.includes(status)) {
      problems.push(`response: ${status} ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}
