import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { seriousA11yReport } from './support/axe';
import { restoreSession } from './support/session';
import { createConsultant, expectNewToast } from './support/supply';
import { isDark, presetTheme, type Theme } from './support/theme';

const browser = useBrowser();

type Account = { email: string; password: string };
let consultant: Account;

beforeAll(async () => {
  consultant = await createConsultant('weekly');
});

async function openAvailability(page: Page, account: Account = consultant) {
  await restoreSession(page, account.email, account.password);
  await page.goto('/consultant/availability');
  await page.getByRole('heading', { level: 2, name: 'Weekly availability' }).waitFor();
  await page.getByLabel('Time zone').waitFor();
}

/**
 * The first Monday-to-Friday day from tomorrow on, as the date input writes it and as the slot
 * list heads it: tomorrow, so that the morning is surely still ahead whenever the test runs.
 */
const nextWeekday = (page: Page) =>
  page.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() + 1);
    while (date.getDay() === 0 || date.getDay() === 6) date.setDate(date.getDate() + 1);
    const pad = (value: number) => String(value).padStart(2, '0');
    return {
      value: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
      heading: new Intl.DateTimeFormat(undefined, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(date),
    };
  });

/** Waits for a new toast whose title matches (the count of slots depends on the day the test runs). */
async function expectToastMatching(page: Page, title: RegExp, action: () => Promise<unknown>) {
  const before = await page.locator('[data-sonner-toast]').count();
  await action();
  const toast = page.locator('[data-sonner-toast] [data-title]').filter({ hasText: title });
  await expect.poll(async () => (await page.locator('[data-sonner-toast]').count()) > before).toBe(true);
  await toast.first().waitFor();
  return (await toast.first().textContent()) ?? '';
}

const dayGroup = (page: Page, heading: string) => page.getByTestId('slot-day').filter({ hasText: heading });

describe('weekly availability (/consultant/availability)', () => {
  it('publishes Mon–Fri 09:00–13:00, shows the slots, and an exception day takes them away', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await openAvailability(page);

    await page.getByRole('button', { name: 'Add block on Monday' }).click();
    expect(await page.getByLabel('Monday start').inputValue()).toBe('09:00');
    expect(await page.getByLabel('Monday end').inputValue()).toBe('13:00');
    await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(await page.getByLabel(`${day} end`).inputValue()).toBe('13:00');
    }
    const saved = await expectToastMatching(page, /^Weekly availability saved: \d+ slots? added$/, () =>
      page.getByRole('button', { name: 'Save Weekly Availability' }).click(),
    );
    expect(Number(/(\d+)/.exec(saved)?.[1])).toBeGreaterThanOrEqual(8);

    // The slot list below refreshes: the next weekday holds the morning's 8 slots.
    const weekday = await nextWeekday(page);
    const day = dayGroup(page, weekday.heading);
    await day.waitFor();
    const toggle = day.getByRole('button', { name: new RegExp(`^${weekday.heading}`) });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect.poll(() => day.getByTestId('slot').count()).toBe(8);

    await page.getByLabel('Day off').fill(weekday.value);
    await expectNewToast(page, 'Day marked as an exception: 8 free slots removed', () =>
      page.getByRole('button', { name: 'Add Exception Day' }).click(),
    );
    await expect.poll(() => dayGroup(page, weekday.heading).count()).toBe(0);
    const exceptions = page.getByRole('list', { name: 'Exception days' });
    await exceptions.getByRole('listitem').first().waitFor();
    expect(await exceptions.getByRole('listitem').count()).toBe(1);

    // A one-off block on the day off asks first: cancelled, nothing is published; confirmed, it is.
    await page.getByLabel('Start date').fill(weekday.value);
    await page.getByLabel('Start time').fill('15:00');
    await page.getByLabel('Duration').selectOption({ label: '1 hour' });
    await page.getByRole('button', { name: 'Add Availability' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Add a block on a day off?' });
    await ask.getByText(/is marked as a day off: your weekly pattern makes no slots on it/).waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await dayGroup(page, weekday.heading).count()).toBe(0);
    await page.getByRole('button', { name: 'Add Availability' }).click();
    await expectNewToast(page, '2 availability slots created', () =>
      ask.getByRole('button', { name: 'Add block anyway' }).click(),
    );
    await dayGroup(page, weekday.heading).waitFor();
    expect(problems).toEqual([]);
  });

  it('an overlapping block shows the overlap message on its field', async () => {
    const page = await browser.newPage();
    await openAvailability(page);
    await page.getByRole('button', { name: 'Add block on Saturday' }).click();
    await page.getByRole('button', { name: 'Add block on Saturday' }).click();
    const second = page.getByLabel('Saturday start').last();
    await second.selectOption('12:00');
    await page.getByLabel('Saturday end').last().selectOption('14:00');
    await page.getByRole('button', { name: 'Save Weekly Availability' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Blocks on Saturday overlap: 09:00–13:00 and 12:00–14:00' })
      .waitFor();
    expect(await second.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => second.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`has no serious or critical axe violations in the ${theme} theme`, async () => {
      const context = await browser.newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await openAvailability(page);
      await page.getByLabel('Monday start').first().waitFor();
      await page.getByRole('list', { name: 'Exception days' }).waitFor();
      expect(await isDark(page)).toBe(theme === 'dark');
      expect(await seriousA11yReport(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
