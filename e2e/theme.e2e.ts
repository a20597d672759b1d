import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DEMO } from './support/accounts';
import { restoreSession } from './support/session';
import { isDark } from './support/theme';
import { readStoredKeys } from './support/ui';

const browser = useBrowser();

/** Picks a theme in /settings' 'Choose Theme' picker by clicking its card, as a person would. */
async function pickTheme(page: Page, description: string) {
  await page.getByText(description, { exact: true }).click();
}

describe('theme (spec: light, dark, system; default system; followed across tabs)', () => {
  it('Dark in /settings sets the dark class and localStorage theme, and survives a reload', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await restoreSession(page, DEMO.customer);
    await page.goto('/settings');
    await page.getByText('Choose Theme').waitFor();
    await page.getByText('Select your preferred interface theme').waitFor();
    await page.getByText('Clean and bright interface').waitFor();
    await page.getByText('Adapts to your system preference').waitFor();
    expect(await isDark(page)).toBe(false);

    await pickTheme(page, 'Easy on the eyes in low light');
    await expect.poll(() => isDark(page)).toBe(true);
    expect((await readStoredKeys(page)).theme).toBe('dark');
    expect(await page.getByRole('radio', { name: /Dark/ }).isChecked()).toBe(true);

    await page.reload();
    await page.getByText('Choose Theme').waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await page.getByRole('radio', { name: /Dark/ }).isChecked()).toBe(true);

    await pickTheme(page, 'Clean and bright interface');
    await expect.poll(() => isDark(page)).toBe(false);
    expect((await readStoredKeys(page)).theme).toBe('light');
  });

  it('a second tab follows when the first changes the theme', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const first = await context.newPage();
    await restoreSession(first, DEMO.customer);
    await first.goto('/settings');
    await first.getByText('Choose Theme').waitFor();
    const second = await context.newPage();
    await second.goto('/help');
    await second.locator('h1').first().waitFor();
    expect(await isDark(second)).toBe(false);

    await pickTheme(first, 'Easy on the eyes in low light');
    await expect.poll(() => isDark(second)).toBe(true);
    await pickTheme(first, 'Clean and bright interface');
    await expect.poll(() => isDark(second)).toBe(false);
  });

  it('with no stored choice the theme is system: it follows prefers-color-scheme', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).waitFor();
    expect((await readStoredKeys(page)).theme).toBeNull();
    expect(await isDark(page)).toBe(true);
    // Still system: a change of the operating system's preference is followed live.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  });
});
