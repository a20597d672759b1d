import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { seriousA11yReport } from './support/axe';
import { restoreSession } from './support/session';
import { isDark, presetTheme, type Theme } from './support/theme';
import { waitForToast } from './support/ui';

const browser = useBrowser();

const DELETE_CONFIRMATION =
  'Are you sure you want to delete this SR identifier? This action cannot be undone.';

async function openSrIdentifiers(page: Page) {
  await restoreSession(page, DEMO.admin);
  await page.goto('/admin/sr-identifiers');
  await page.getByRole('heading', { level: 1, name: 'Service Request Identifiers' }).waitFor();
}

/** The subtitle's 'Total: N · Active: N · Inactive: N', read as numbers. */
async function readCounts(page: Page) {
  const subtitle = page.getByText(/^Total: \d+ · Active: \d+ · Inactive: \d+$/);
  await subtitle.waitFor();
  const [total = NaN, active = NaN, inactive = NaN] =
    ((await subtitle.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  return { total, active, inactive };
}

const searchBox = (page: Page) => page.getByPlaceholder('Search identifiers or tasks...');
const tableHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^SR Identifiers \(\d+\)$/ });
const rowOf = (page: Page, identifier: string) => page.getByRole('row').filter({ hasText: identifier });

describe('admin SR identifiers (/admin/sr-identifiers)', () => {
  it('creates, finds, deactivates and deletes an identifier; duplicates and blanks are refused', async () => {
    const token = crypto.randomBytes(3).toString('hex');
    const identifier = `SR${Date.now().toString().slice(-6)}${crypto.randomInt(10, 99)}`;
    const task = `Rotate Kerberos keytab ${token}`;
    const page = await browser.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/ServiceRequestIdentifiers')) {
        posts.push(request.url());
      }
    });
    await openSrIdentifiers(page);
    const before = await readCounts(page);

    // Create: the form opens empty with active on.
    await page.getByRole('button', { name: 'Add SR Identifier' }).click();
    let dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Identifier').inputValue()).toBe('');
    expect(await dialog.getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');
    await dialog.getByLabel('Identifier').fill(identifier);
    await dialog.getByLabel('Task').fill(task);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await waitForToast(page, 'SR Identifier created successfully');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => readCounts(page))
      .toEqual({
        total: before.total + 1,
        active: before.active + 1,
        inactive: before.inactive,
      });

    // Search by task text in another letter case: only this row, and the heading counts it.
    await searchBox(page).fill(task.toUpperCase());
    await expect.poll(() => tableHeading(page).textContent()).toBe('SR Identifiers (1)');
    const row = rowOf(page, identifier);
    expect(await row.textContent()).toContain(task);
    expect(await row.textContent()).toContain('Active');
    // The counts in the subtitle stay those of the whole list.
    expect((await readCounts(page)).total).toBe(before.total + 1);

    // Edit: switched off, it shows Inactive.
    await row.getByRole('button', { name: `Edit ${identifier}` }).click();
    dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Identifier').inputValue()).toBe(identifier);
    await dialog.getByRole('switch', { name: 'Active' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'SR Identifier updated successfully');
    await expect.poll(() => row.textContent()).toMatch(/Inactive/);
    expect(await readCounts(page)).toEqual({
      total: before.total + 1,
      active: before.active,
      inactive: before.inactive + 1,
    });

    // The same identifier in another case is taken: the server's 409 text under the toast title.
    await page.getByRole('button', { name: 'Add SR Identifier' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Identifier').fill(identifier.toLowerCase());
    await dialog.getByLabel('Task').fill('Another task');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const duplicate = `SR identifier ${identifier.toLowerCase()} already exists`;
    await waitForToast(page, 'Failed to create SR Identifier', duplicate);
    await dialog.getByRole('alert').getByText(duplicate, { exact: true }).waitFor();

    // Blank after trimming: refused on the page, nothing sent.
    const postsBefore = posts.length;
    await dialog.getByLabel('Identifier').fill('   ');
    await dialog.getByLabel('Task').fill('');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByRole('alert').getByText('Identifier and Task are required', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Identifier').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(postsBefore);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Delete through the spec's confirmation, which names the identifier and its task.
    await row.getByRole('button', { name: `Delete ${identifier}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(DELETE_CONFIRMATION, { exact: true }).waitFor();
    expect(await confirm.textContent()).toContain(identifier);
    expect(await confirm.textContent()).toContain(task);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'SR Identifier deleted successfully');
    await page.getByText('No SR identifiers found matching your search.', { exact: true }).waitFor();
    await expect.poll(() => tableHeading(page).textContent()).toBe('SR Identifiers (0)');
    expect(await readCounts(page)).toEqual(before);
  });
});

describe('/admin/sr-identifiers has no serious or critical axe-core violations', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`in the ${theme} theme, with the table and with the add dialog open`, async () => {
      const context = await browser.newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      await restoreSession(page, DEMO.admin);
      const problems = watchProblems(page);
      await page.goto('/admin/sr-identifiers');
      await page.getByRole('row').nth(1).waitFor();
      expect(await isDark(page)).toBe(theme === 'dark');
      expect(await seriousA11yReport(page)).toEqual([]);

      await page.getByRole('button', { name: 'Add SR Identifier' }).click();
      await page.getByRole('dialog').getByLabel('Identifier').waitFor();
      expect(await seriousA11yReport(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
