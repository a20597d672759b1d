import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { apiCall, apiLogin } from './support/api';
import { seriousA11yReport } from './support/axe';
import { restoreSession } from './support/session';
import { createConsultant, expectNewToast } from './support/supply';
import { isDark, presetTheme, type Theme } from './support/theme';
import { waitForPath } from './support/ui';

const browser = useBrowser();

type Account = { email: string; password: string };
let consultant: Account;
/** A second consultant whose page already lists slots, for the accessibility checks. */
let reviewer: Account;

beforeAll(async () => {
  consultant = await createConsultant('availability');
  reviewer = await createConsultant('availability.axe');
  const { token, id } = await apiLogin(reviewer.email, reviewer.password);
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2, 9, 0);
  const answer = await apiCall('POST', '/ConsultantAvailability', {
    token,
    body: {
      consultantId: id,
      slotStartTime: start.toISOString(),
      slotEndTime: new Date(start.getTime() + 60 * 60_000).toISOString(),
    },
  });
  if (answer.status !== 201) throw new Error(`Arranging slots failed: ${answer.status}`);
});

async function openAvailability(page: Page, account: Account = consultant) {
  await restoreSession(page, account.email, account.password);
  await page.goto('/consultant/availability');
  await page.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
}

/** A day ahead as the browser's date input writes it (yyyy-mm-dd, local), and its long heading. */
const dayInBrowser = (page: Page, daysAhead: number) =>
  page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
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
  }, daysAhead);

async function submitBlock(page: Page, block: { date: string; time: string; duration: string }) {
  await page.getByLabel('Start date').fill(block.date);
  await page.getByLabel('Start time').fill(block.time);
  await page.getByLabel('Duration').selectOption({ label: block.duration });
  await page.getByRole('button', { name: 'Add Availability' }).click();
}

const tile = (page: Page, key: 'total' | 'available' | 'booked' | 'expired') =>
  page.getByTestId(`slots-${key}`).textContent();

describe('consultant availability (/consultant/availability)', () => {
  it('publishes a 3-hour block as 6 slots, deletes one, and refuses an overlapping block', async () => {
    const page = await browser.newPage();
    // The overlapping block is answered 409 on purpose.
    const problems = watchProblems(page, { expectedStatuses: [409] });
    await openAvailability(page);
    await page.getByText(/Contact an administrator at support@basisdesk\.in for a mass update\./).waitFor();
    await expect.poll(() => tile(page, 'total')).toBe('0');

    await expectNewToast(page, 'Missing Information', () =>
      page.getByRole('button', { name: 'Add Availability' }).click(),
    );

    const tomorrow = await dayInBrowser(page, 1);
    await page.getByLabel('Start date').fill(tomorrow.value);
    await page.getByLabel('Start time').fill('10:00');
    await page.getByLabel('Duration').selectOption({ label: '3 hours' });
    // The end follows from start plus duration, and cannot be typed.
    expect(await page.getByLabel('End (computed)').inputValue()).toMatch(/13:00|1:00\sPM/);
    expect(await page.getByLabel('End (computed)').getAttribute('readonly')).not.toBeNull();
    await expectNewToast(page, '6 availability slots created', () =>
      page.getByRole('button', { name: 'Add Availability' }).click(),
    );

    await expect.poll(() => tile(page, 'total')).toBe('6');
    expect([await tile(page, 'available'), await tile(page, 'booked'), await tile(page, 'expired')]).toEqual([
      '6',
      '0',
      '0',
    ]);
    const day = page.getByTestId('slot-day').filter({ hasText: tomorrow.heading });
    await expect.poll(() => day.getByTestId('slot').count()).toBe(6);
    expect(await day.getByTestId('slot').first().textContent()).toMatch(/Available/);

    // The day heading folds its slots away and back.
    const dayToggle = day.getByRole('button', { name: new RegExp(`^${tomorrow.heading}`) });
    await dayToggle.click();
    expect(await dayToggle.getAttribute('aria-expanded')).toBe('false');
    await dayToggle.click();

    await expectNewToast(page, 'Slot deleted', () =>
      day
        .getByRole('button', { name: /^Delete slot/ })
        .first()
        .click(),
    );
    await expect.poll(() => day.getByTestId('slot').count()).toBe(5);
    await expect.poll(() => tile(page, 'total')).toBe('5');

    // 11:00 for an hour overlaps the slots 11:00–11:30 and 11:30–12:00.
    const toast = await expectNewToast(page, 'Overlapping Slots Detected', () =>
      submitBlock(page, { date: tomorrow.value, time: '11:00', duration: '1 hour' }),
    );
    expect(await toast.textContent()).toContain('This block overlaps 2 existing slots');
    expect(await toast.getByRole('listitem').count()).toBe(2);
    expect(await tile(page, 'total')).toBe('5');
    expect(problems).toEqual([]);
  });

  it('hides past days by default and offers to show them', async () => {
    const page = await browser.newPage();
    await openAvailability(page);
    const toggle = page.getByRole('button', { name: 'Show Past Days' });
    await toggle.click();
    await page.getByRole('button', { name: 'Hide Past Days' }).waitFor();
  });

  it('sends a customer who opens /consultant/availability to their home', async () => {
    const page = await browser.newPage();
    await restoreSession(page, DEMO.customer);
    await page.goto('/consultant/availability');
    await waitForPath(page, '/dashboard');
  });

  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`has no serious or critical axe violations in the ${theme} theme`, async () => {
      const context = await browser.newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await openAvailability(page, reviewer);
      await page.waitForLoadState('networkidle');
      // Open the arranged day so its rows, badges and delete buttons are checked too.
      const arranged = await dayInBrowser(page, 2);
      await page.getByRole('button', { name: new RegExp(`^${arranged.heading}`) }).click();
      await page.getByTestId('slot').first().waitFor();
      expect(await isDark(page)).toBe(theme === 'dark');
      expect(await seriousA11yReport(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
