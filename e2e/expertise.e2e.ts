import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { seriousA11yReport } from './support/axe';
import { restoreSession } from './support/session';
import {
  type CreatedSupportType,
  createConsultant,
  createSupportType,
  expectNewToast,
  uniqueCode,
} from './support/supply';
import { isDark, presetTheme, type Theme } from './support/theme';
import { waitForPath } from './support/ui';

const browser = useBrowser();

let consultant: { email: string; password: string };
let supportType: CreatedSupportType;

beforeAll(async () => {
  consultant = await createConsultant('expertise');
  const tag = uniqueCode('X');
  supportType = await createSupportType({
    name: `Landscape Migration ${tag}`,
    description: `Moves of whole landscapes, checked by ${tag.toLowerCase()} runbooks.`,
    categories: [
      { name: 'Unicode Conversion', description: 'Code page changes during a move.' },
      { name: 'Downtime Planning', description: 'Cut-over windows and fallbacks.' },
      { name: 'Cutover Rehearsal', description: 'Mock runs before the real move.' },
    ],
  });
});

async function openSkills(page: Page) {
  await restoreSession(page, consultant.email, consultant.password);
  await page.goto('/consultant/skills');
  await page.getByRole('heading', { level: 1, name: 'Manage Your Expertise' }).waitFor();
}

/** The test's own support type card, its controls by their labels. */
function typeCard(page: Page) {
  const card = page.getByRole('region', { name: supportType.name, exact: true });
  const [first, second, third] = supportType.categories.map((category) =>
    card.getByRole('checkbox', { name: category.name, exact: true }),
  );
  return {
    card,
    general: card.getByRole('checkbox', { name: /^General/ }),
    categories: [first!, second!, third!],
    more: card.getByRole('button', { name: 'More' }),
    selectAll: card.getByRole('button', { name: /^Select all/ }),
  };
}

const skillsSelected = (page: Page) => page.getByTestId('skills-selected-count');
const summary = (page: Page) => page.getByRole('list', { name: 'Your Selected Expertise' });

async function expectChecks(boxes: Locator[], expected: boolean[]) {
  await expect.poll(() => Promise.all(boxes.map((box) => box.isChecked()))).toEqual(expected);
}

describe('Manage Your Expertise (/consultant/skills)', () => {
  it('adds and removes skills by the spec rules, with the exact toasts, and keeps them across a reload', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openSkills(page);
    const { card, general, categories, more, selectAll } = typeCard(page);
    const [unicode, downtime, cutover] = categories as [Locator, Locator, Locator];
    expect(await skillsSelected(page).textContent()).toBe('0');

    // Ticking the general skill adds only it.
    await expectNewToast(page, 'Skill added to your expertise', () => general.check());
    await expect.poll(() => skillsSelected(page).textContent()).toBe('1');
    expect(await card.getByText('1 selected').count()).toBe(1);
    await summary(page).getByText(`${supportType.name} (General)`, { exact: true }).waitFor();

    await more.click();
    await card.getByRole('button', { name: 'Less' }).waitFor();
    await expectNewToast(page, 'Skill added to your expertise', () => unicode.check());
    await expectNewToast(page, 'Added 2 skills to your expertise', () => selectAll.click());
    await expect.poll(() => skillsSelected(page).textContent()).toBe('4');
    await expectChecks([general, unicode, downtime, cutover], [true, true, true, true]);
    await summary(page)
      .getByText(`${supportType.name} → Downtime Planning (Specialized)`, { exact: true })
      .waitFor();

    // Unticking a category while others stay removes only it.
    await expectNewToast(page, 'Skill removed from your expertise', () => unicode.uncheck());
    await expectChecks([general, unicode, downtime, cutover], [true, false, true, true]);

    // Unticking the general skill takes every category skill of the type with it.
    await expectNewToast(page, 'Removed 3 skills from your expertise', () => general.uncheck());
    await expectChecks([general, unicode, downtime, cutover], [false, false, false, false]);
    await expect.poll(() => skillsSelected(page).textContent()).toBe('0');

    // Ticking a category never adds the general skill.
    await expectNewToast(page, 'Skill added to your expertise', () => downtime.check());
    await expectChecks([general, downtime], [false, true]);
    await expectNewToast(page, 'Skill added to your expertise', () => general.check());

    // Unticking the last category also removes the general skill.
    await expectNewToast(page, 'Category and general skill removed from your expertise', () =>
      downtime.uncheck(),
    );
    await expectChecks([general, downtime], [false, false]);
    await expect.poll(() => skillsSelected(page).textContent()).toBe('0');

    // A selection to keep: general plus one category, stored on the server.
    await expectNewToast(page, 'Skill added to your expertise', () => general.check());
    await expectNewToast(page, 'Skill added to your expertise', () => cutover.check());
    await page.reload();
    await expect.poll(() => skillsSelected(page).textContent()).toBe('2');
    await more.click();
    await expectChecks([general, unicode, downtime, cutover], [true, false, false, true]);
    expect(
      (await summary(page).getByRole('listitem').allTextContents()).filter((text) =>
        text.startsWith(supportType.name),
      ),
    ).toEqual([`${supportType.name} (General)`, `${supportType.name} → Cutover Rehearsal (Specialized)`]);
    expect(problems).toEqual([]);
  });

  it('filters support types by name or description, and says when nothing matches', async () => {
    const page = await browser.newPage();
    await openSkills(page);
    const search = page.getByRole('searchbox', { name: 'Search expertise areas' });
    const cards = page
      .getByRole('main')
      .getByRole('region')
      .filter({ has: page.getByRole('checkbox') });
    await typeCard(page).card.waitFor();

    await search.fill(supportType.name.toUpperCase());
    await expect.poll(() => cards.count()).toBe(1);
    await typeCard(page).card.waitFor();

    // Only the description carries the lower-case tag.
    const tag = supportType.description.match(/by (\S+) runbooks/)![1]!;
    await search.fill(tag);
    await expect.poll(() => cards.count()).toBe(1);
    await typeCard(page).card.waitFor();

    await search.fill('no area is called this');
    await page.getByRole('heading', { name: 'No expertise areas found' }).waitFor();
    await page.getByText('Try adjusting your search terms.', { exact: true }).waitFor();
    expect(await cards.count()).toBe(0);
  });

  it('sets the hourly rate: invalid values are refused, a valid one shows in rupees with 2 decimals', async () => {
    const page = await browser.newPage();
    await openSkills(page);
    const rate = page.getByLabel('New hourly rate (₹)');
    const update = page.getByRole('button', { name: 'Update Rate' });

    for (const invalid of ['0', '-5', '12.345', '']) {
      await rate.fill(invalid);
      await expectNewToast(page, 'Please enter a valid hourly rate', () => update.click());
    }
    await page.getByText('Please enter a valid hourly rate', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByTestId('hourly-rate').textContent()).toBe('Not set');

    await rate.fill('1500');
    await expectNewToast(page, 'Hourly rate updated successfully', () => update.click());
    await expect.poll(() => page.getByTestId('hourly-rate').textContent()).toBe('₹1,500.00');

    // The session copy was refreshed: the dashboard's Consultant Settings shows the same rate.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    await expect.poll(() => page.getByTestId('hourly-rate').textContent()).toBe('₹1,500.00');
    expect(await page.getByLabel('New hourly rate (₹)').inputValue()).toBe('1500.00');

    // The same form sits in Consultant Settings; checked there on a page without toasts in flight.
    const dashboard = await browser.newPage();
    await restoreSession(dashboard, consultant.email, consultant.password);
    await dashboard.goto('/dashboard');
    await dashboard.getByRole('heading', { name: 'Consultant Settings' }).waitFor();
    // The rate is the server's, read after the stored session copy (which has none) has drawn the page.
    await expect.poll(() => dashboard.getByTestId('hourly-rate').textContent()).toBe('₹1,500.00');
    await dashboard.waitForLoadState('networkidle');
    expect(await seriousA11yReport(dashboard)).toEqual([]);
  });

  it('sends a customer who opens /consultant/skills to their home', async () => {
    const page = await browser.newPage();
    await restoreSession(page, DEMO.customer);
    await page.goto('/consultant/skills');
    await waitForPath(page, '/dashboard');
  });

  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`has no serious or critical axe violations in the ${theme} theme`, async () => {
      const context = await browser.newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await openSkills(page);
      await typeCard(page).more.click();
      await page.waitForLoadState('networkidle');
      expect(await isDark(page)).toBe(theme === 'dark');
      expect(await seriousA11yReport(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
