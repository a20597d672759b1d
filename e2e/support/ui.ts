import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_TIMEOUT_MS } from '../browser';

/**
 * Waits for a sonner toast with this title (and description, when given). The spec's
 * "toast 'X' ('Y')" is title X, description Y.
 */
export async function waitForToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({
    has: page.locator('[data-title]').getByText(title, { exact: true }),
  });
  await toast.first().waitFor();
  if (description !== undefined) {
    await toast.locator('[data-description]').getByText(description, { exact: true }).first().waitFor();
  }
  return toast.first();
}

/** The titles of the toasts on screen now. */
export async function toastTitles(page: Page): Promise<string[]> {
  return page.locator('[data-sonner-toast] [data-title]').allTextContents();
}

/** Waits until the address bar shows `expected` (path plus query, e.g. '/login?redirect=%2Fdashboard'). */
export async function waitForPath(page: Page, expected: string | RegExp, timeout = STEP_TIMEOUT_MS) {
  await expect
    .poll(() => currentPath(page), { timeout, message: "the browser's path" })
    .toMatch(typeof expected === 'string' ? new RegExp(`^${escapeRegExp(expected)}$`) : expected);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path plus query the browser shows now. */
export function currentPath(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The spec's localStorage keys, read from the page. */
export async function readStoredKeys(page: Page) {
  return page.evaluate(() => ({
    authToken: localStorage.getItem('authToken'),
    user: localStorage.getItem('user'),
    theme: localStorage.getItem('theme'),
  }));
}

/** Every localStorage key the page holds now (the spec allows authToken, user and theme). */
export const storedKeyNames = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

/** A control the spec names, whether the page made it a button or a link. */
export const action = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();

/**
 * Whether the toasts on screen, once they have come to rest, leave this control free: a toast
 * over the button a person needs next keeps them waiting (and takes a click meant for it).
 */
export async function isCoveredByToast(control: Locator): Promise<boolean> {
  const page = control.page();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
      (toast) => toast.getAnimations().length === 0,
    ),
  );
  const box = await control.boundingBox();
  if (!box) throw new Error('The control is not on screen');
  const toasts = await page
    .locator('[data-sonner-toast]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
  return toasts.some(
    (toast) =>
      toast.left < box.x + box.width &&
      box.x < toast.right &&
      toast.top < box.y + box.height &&
      box.y < toast.bottom,
  );
}
