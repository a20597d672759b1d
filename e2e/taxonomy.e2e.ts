import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { adminToken, apiCall } from './support/api';
import { seriousA11yReport } from './support/axe';
import { restoreSession } from './support/session';
import { isDark, presetTheme, type Theme } from './support/theme';
import { currentPath, waitForToast } from './support/ui';

const browser = useBrowser();

/** Letters and digits only, unique per run: short codes go into ticket numbers. */
const uniqueCode = (prefix: string) => `${prefix}${crypto.randomBytes(2).toString('hex').toUpperCase()}`;

type Created = { id: string; name: string; shortCode: string };

/** Arranges a support type (and optionally a category in it) through the API, as an admin would. */
async function arrangeSupportType(): Promise<Created> {
  const shortCode = uniqueCode('Q');
  const answer = await apiCall<Created>('POST', '/SupportTaxonomy/admin/types', {
    token: await adminToken(),
    body: { name: `Arranged type ${shortCode}`, description: '', shortCode },
  });
  if (answer.status !== 201) throw new Error(`Arranging a type failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function arrangeCategory(supportTypeId: string, name: string): Promise<Created> {
  const answer = await apiCall<Created>('POST', '/SupportTaxonomy/admin/categories', {
    token: await adminToken(),
    body: { name, description: 'Arranged for a delete', supportTypeId, shortCode: 'DEL' },
  });
  if (answer.status !== 201) throw new Error(`Arranging a category failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function openTaxonomy(page: Page, query = '') {
  await restoreSession(page, DEMO.admin);
  await page.goto(`/admin/taxonomy${query}`);
  await page.getByRole('heading', { level: 1, name: 'Support Taxonomy' }).waitFor();
}

const rowOf = (page: Page, text: string) =>
  page.getByRole('tabpanel').getByRole('row').filter({ hasText: text });

async function openTab(page: Page, name: 'Support Types' | 'Categories' | 'Sub-options') {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

describe('admin support taxonomy (/admin/taxonomy)', () => {
  it('creates a support type, a category in it and a sub-option that needs an SR identifier; each shows in its tab', async () => {
    const page = await browser.newPage();
    await openTaxonomy(page);
    const typeCode = uniqueCode('E');
    const typeName = `E2E Landscape ${typeCode}`;

    // Support type: the short code is upper-cased as it is typed, with the spec's hint beneath.
    await page.getByRole('button', { name: 'Add Support Type' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill(typeName);
    const shortCode = dialog.getByLabel('Short Code');
    await shortCode.pressSequentially(typeCode.toLowerCase());
    expect(await shortCode.inputValue()).toBe(typeCode);
    await dialog.getByText('2-5 characters', { exact: true }).waitFor();
    await dialog.getByLabel('Description (optional)').fill('Landscape reviews for the journey');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await waitForToast(page, 'Support type created successfully');
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, typeName).filter({ hasText: typeCode }).waitFor();

    // Category in that type.
    await openTab(page, 'Categories');
    expect(currentPath(page)).toBe('/admin/taxonomy?tab=categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByText('1-3 characters', { exact: true }).waitFor();
    await dialog
      .getByLabel('Support Type', { exact: true })
      .selectOption({ label: `${typeName} (${typeCode})` });
    await dialog.getByLabel('Name', { exact: true }).fill('Transport review');
    await dialog.getByLabel('Short Code').fill('TR');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await waitForToast(page, 'Support category created successfully');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel('Support Type', { exact: true }).selectOption({ label: typeName });
    const categoryRow = rowOf(page, 'Transport review');
    await categoryRow.waitFor();
    expect(await categoryRow.textContent()).toContain(typeName);

    // Sub-option in that type, needing an SR identifier.
    await openTab(page, 'Sub-options');
    await page.getByRole('button', { name: 'Add Sub-option' }).click();
    dialog = page.getByRole('dialog');
    // The list is narrowed to the new type, so a new sub-option starts there.
    expect(await dialog.getByLabel('Support Type', { exact: true }).inputValue()).not.toBe('');
    await dialog.getByLabel('Name', { exact: true }).fill('Catalogue transport task');
    await dialog.getByLabel('Short Code').fill('CT');
    const requiresSr = dialog.getByRole('switch', { name: 'Requires SR identifier' });
    await requiresSr.click();
    expect(await requiresSr.getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await waitForToast(page, 'Support sub-option created successfully');
    const subOptionRow = rowOf(page, 'Catalogue transport task');
    await subOptionRow.waitFor();
    expect(await subOptionRow.textContent()).toMatch(new RegExp(`${typeName}.*Required`));

    // The tab and the filter are in the address: a reload shows the same list.
    await page.reload();
    await rowOf(page, 'Catalogue transport task').waitFor();
    expect(await page.getByRole('tab', { name: 'Sub-options' }).getAttribute('aria-selected')).toBe('true');
    expect(currentPath(page)).toMatch(/^\/admin\/taxonomy\?tab=sub-options&typeId=[0-9a-f-]{36}$/);

    // Renaming the category.
    await openTab(page, 'Categories');
    await rowOf(page, 'Transport review').getByRole('button', { name: 'Edit Transport review' }).click();
    dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Short Code').inputValue()).toBe('TR');
    await dialog.getByLabel('Name', { exact: true }).fill('Transport route review');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Support category updated successfully');
    await rowOf(page, 'Transport route review').waitFor();
  });

  it('checks required fields before sending, and shows the 409 for a short code already taken', async () => {
    const existing = await arrangeSupportType();
    const page = await browser.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/SupportTaxonomy/admin/')) {
        posts.push(request.url());
      }
    });
    await openTaxonomy(page);

    await page.getByRole('button', { name: 'Add Support Type' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Name is required', { exact: true }).waitFor();
    await dialog.getByText('Short code is required', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    await dialog.getByLabel('Name', { exact: true }).fill('Duplicate of an existing type');
    await dialog.getByLabel('Short Code').fill(existing.shortCode.toLowerCase());
    await dialog.getByRole('button', { name: 'Create' }).click();
    const message = `A support type with short code ${existing.shortCode} already exists`;
    await waitForToast(page, 'Failed to create support type', message);
    // The dialog stays open with the reason beside the field, so the code can be changed.
    await dialog.getByText(message, { exact: true }).waitFor();
    expect(await dialog.getByLabel('Short Code').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(1);
  });

  it('deletes an unused category after confirmation; a type that skills use is refused with the reason', async () => {
    const supportType = await arrangeSupportType();
    const category = await arrangeCategory(supportType.id, `Unused area ${supportType.shortCode}`);
    const page = await browser.newPage();
    await openTaxonomy(page, `?tab=categories&typeId=${supportType.id}`);

    const row = rowOf(page, category.name);
    await row.getByRole('button', { name: `Delete ${category.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain(`${category.name} (DEL)`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'Support category deleted successfully');
    await row.waitFor({ state: 'detached' });
    await page.getByText('No categories in this support type yet.', { exact: true }).waitFor();

    // The demo consultants list BASIS skills (and the demo has a BASIS ticket): that type cannot go,
    // and the toast says what uses it.
    await openTab(page, 'Support Types');
    const basis = rowOf(page, 'System Administration (BASIS)');
    await basis.getByRole('button', { name: 'Delete System Administration (BASIS)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const toast = await waitForToast(page, 'Failed to delete support type');
    expect(await toast.locator('[data-description]').textContent()).toMatch(
      /^This support type is used by (\d+ ticket\(s\) and )?\d+ consultant skill\(s\) and cannot be deleted$/,
    );
    expect(await basis.isVisible()).toBe(true);
  });
});

describe('/admin/taxonomy has no serious or critical axe-core violations', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`in the ${theme} theme, with the table and with the add dialog open`, async () => {
      const context = await browser.newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      await restoreSession(page, DEMO.admin);
      const problems = watchProblems(page);
      await page.goto('/admin/taxonomy?tab=sub-options');
      await rowOf(page, 'Catalogue service request').first().waitFor();
      expect(await isDark(page)).toBe(theme === 'dark');
      expect(await seriousA11yReport(page)).toEqual([]);

      await page.getByRole('button', { name: 'Add Sub-option' }).click();
      await page.getByRole('dialog').getByLabel('Support Type', { exact: true }).waitFor();
      expect(await seriousA11yReport(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
