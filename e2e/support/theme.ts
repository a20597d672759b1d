import type { BrowserContext, Page } from 'playwright-core';

export type Theme = 'light' | 'dark' | 'system';

/**
 * A returning visitor's stored choice (localStorage 'theme'), set before every page of the context
 * loads. For journeys that look at a theme, not for ones that change it.
 */
export async function presetTheme(context: BrowserContext, theme: Theme) {
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/** Whether <html> carries the `dark` class now. */
export const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
