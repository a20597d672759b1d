import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { adminToken, apiCall, apiLogin } from './support/api';
import { seriousA11yReport } from './support/axe';
import { restoreSession } from './support/session';
import { isDark, presetTheme, type Theme } from './support/theme';
import { type Account, useTicketDesk } from './support/tickets';
import { waitForToast } from './support/ui';

const browser = useBrowser();
const desk = useTicketDesk('sla', 'SLA Clocks');

const DEFAULTS_NOTE =
  "Defaults: Very High and High follow SAP Enterprise Support's initial response times (1 hour around the clock; 4 business hours) and Very High's 4-hour corrective action plan; the other targets are BasisDesk's own.";
const TARGET_MESSAGE = 'A target must be a whole number of minutes from 1 to 1,29,600 (90 days)';

// The settings are the platform's: what this file found is put back, so later journeys see it.
let before: unknown;
beforeAll(async () => {
  const answer = await apiCall('GET', '/Admin/sla-settings', { token: await adminToken() });
  expect(answer.status).toBe(200);
  before = answer.body;
});
afterAll(async () => {
  if (before) await apiCall('PUT', '/Admin/sla-settings', { token: await adminToken(), body: before });
});

/** /admin/settings as the demo admin, once the SLA section holds its settings. */
async function openSlaSettings(page: Page) {
  await restoreSession(page, DEMO.admin);
  await page.goto('/admin/settings#sla');
  const section = page.getByRole('region', { name: 'SLA', exact: true });
  await section.getByLabel('Very High first response hours', { exact: true }).waitFor();
  return section;
}

/** A target's hours, minutes and clock, as the section shows them. */
async function targetOf(section: ReturnType<Page['getByRole']>, name: string) {
  return {
    hours: await section.getByLabel(`${name} hours`, { exact: true }).inputValue(),
    minutes: await section.getByLabel(`${name} minutes`, { exact: true }).inputValue(),
    clock: await section.getByLabel(`${name} clock`, { exact: true }).inputValue(),
  };
}

describe('Settings → SLA (/admin/settings)', () => {
  it('shows the defaults and where they come from; a Very High first response of 30 minutes around the clock is saved and kept', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    const section = await openSlaSettings(page);

    await section.getByText(DEFAULTS_NOTE, { exact: true }).waitFor();
    expect(await targetOf(section, 'Very High first response')).toEqual({
      hours: '1',
      minutes: '0',
      clock: 'always',
    });
    expect(await targetOf(section, 'Very High resolution')).toEqual({
      hours: '4',
      minutes: '0',
      clock: 'always',
    });
    expect(await targetOf(section, 'High first response')).toEqual({
      hours: '4',
      minutes: '0',
      clock: 'business',
    });
    expect(await section.getByLabel('Time zone', { exact: true }).inputValue()).toBe('Asia/Kolkata');
    expect(await section.getByLabel('Monday start', { exact: true }).inputValue()).toBe('09:00');
    expect(await section.getByLabel('Friday end', { exact: true }).inputValue()).toBe('17:00');
    await section
      .getByRole('list', { name: 'Business hours per weekday' })
      .getByText('Closed')
      .first()
      .waitFor();
    expect(
      await section
        .getByRole('radio', { name: /^The consultant's weekly availability/ })
        .getAttribute('aria-checked'),
    ).toBe('true');

    await section.getByLabel('Very High first response hours', { exact: true }).fill('0');
    await section.getByLabel('Very High first response minutes', { exact: true }).fill('30');
    await section
      .getByLabel('Very High first response clock', { exact: true })
      .selectOption({ label: 'Around the clock' });
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForToast(page, 'SLA policies saved');

    await page.reload();
    await section.getByLabel('Very High first response hours', { exact: true }).waitFor();
    await expect
      .poll(() => targetOf(section, 'Very High first response'))
      .toEqual({
        hours: '0',
        minutes: '30',
        clock: 'always',
      });
    // The rest is as it was.
    expect(await targetOf(section, 'Very High resolution')).toEqual({
      hours: '4',
      minutes: '0',
      clock: 'always',
    });
    expect(problems).toEqual([]);
  });

  it('a target of 0, a block that ends before it starts and a day that does not exist are said at their fields, and nothing is sent', async () => {
    // The date field is typed month, day, year in this locale.
    const page = await browser.newPage({ locale: 'en-US' });
    const problems = watchProblems(page);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/Admin/sla-settings'))
        writes.push(request.url());
    });
    const section = await openSlaSettings(page);
    const saved = await targetOf(section, 'High resolution');

    await section.getByLabel('High resolution hours', { exact: true }).fill('0');
    await section.getByLabel('High resolution minutes', { exact: true }).fill('0');
    await section.getByLabel('Monday end', { exact: true }).selectOption('08:00');
    const holidays = await section.getByRole('list', { name: 'Holidays' }).getByRole('listitem').count();
    await section.getByRole('button', { name: 'Add holiday' }).click();
    const holidayLabel = `Holiday ${holidays + 1}`;
    const holiday = section.getByLabel(holidayLabel, { exact: true });
    // The new field takes the focus: typed as a person would, 30 February is no date.
    await expect.poll(() => holiday.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('02302026');
    await section.getByRole('button', { name: 'Save', exact: true }).click();

    /** The words a field is described by once it is in error: its message, read with it. */
    const messageOf = async (label: string) => {
      const field = section.getByLabel(label, { exact: true });
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
      const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
      return texts.join(' ');
    };
    expect(await messageOf('High resolution hours')).toContain(TARGET_MESSAGE);
    expect(await messageOf('Monday end')).toContain('The end time must be after the start time');
    expect(await messageOf(holidayLabel)).toContain('Holiday must be a date (yyyy-mm-dd)');
    // The first field in error has the focus.
    await expect
      .poll(() =>
        section
          .getByLabel('High resolution hours', { exact: true })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    expect(writes).toEqual([]);

    // Nothing was kept.
    await page.reload();
    await section.getByLabel('High resolution hours', { exact: true }).waitFor();
    await expect.poll(() => targetOf(section, 'High resolution')).toEqual(saved);
    expect(await section.getByLabel('Monday end', { exact: true }).inputValue()).toBe('17:00');
    expect(problems).toEqual([]);
  });
});

describe('Settings → SLA is axe-clean (WCAG 2.1 A/AA) in both themes', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`in the ${theme} theme`, async () => {
      const context = await browser.newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      const problems = watchProblems(page);
      const section = await openSlaSettings(page);
      await section.getByText(DEFAULTS_NOTE, { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await isDark(page)).toBe(theme === 'dark');
      expect(await seriousA11yReport(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

/** How the app writes a due instant in a zone: the time alone on that zone's today, else date and time. */
function dueText(due: Date, now: Date, timeZone: string) {
  const day = (at: Date) => at.toLocaleDateString('en-CA', { timeZone });
  const style: Intl.DateTimeFormatOptions =
    day(due) === day(now)
      ? { hour: 'numeric', minute: '2-digit' }
      : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat('en-US', { ...style, timeZone }).format(due);
}

async function tokenOf(account: Account) {
  return (await apiLogin(account.email, account.password)).token;
}

describe("a saved target is a ticket's clock", () => {
  it("a Very High ticket booked now is to be answered within the 30 minutes set, shown in the customer's own zone", async () => {
    const settings = structuredClone(before) as {
      policies: { VeryHigh: { firstResponse: { minutes: number; clock: string } } };
    };
    settings.policies.VeryHigh.firstResponse = { minutes: 30, clock: 'always' };
    const saved = await apiCall('PUT', '/Admin/sla-settings', { token: await adminToken(), body: settings });
    expect(saved.status).toBe(200);
    const token = await tokenOf(desk.customer);
    expect(
      (await apiCall('PUT', '/users/time-zone', { token, body: { timeZone: 'Europe/Berlin' } })).status,
    ).toBe(200);
    const ticket = await desk.book({
      description: 'Production system down after a kernel patch.',
      priority: 'VeryHigh',
    });
    const path = `/SupportRequests/${ticket.id}/sla`;
    const clocks = await apiCall<{ firstResponse: { dueAt: string } }>('GET', path, { token });
    expect(clocks.status).toBe(200);

    // The browser's own zone is neither: the profile's zone is the viewer's.
    const page = await browser.newPage({ timezoneId: 'America/New_York', locale: 'en-US' });
    const problems = watchProblems(page);
    await restoreSession(page, desk.customer.email, desk.customer.password);
    await page.goto(`/tickets?ticket=${ticket.id}`);
    const sla = page.getByRole('dialog').getByRole('region', { name: /^SLA/ });
    const lines = sla.getByTestId('sla-line');
    await expect.poll(() => lines.count()).toBe(2);
    const due = new Date(clocks.body.firstResponse.dueAt);
    expect(await lines.first().textContent()).toMatch(
      new RegExp(`^Respond by ${dueText(due, new Date(), 'Europe/Berlin')} CES?T \\(in (29|30) min\\)$`),
    );
    expect(await lines.last().textContent()).toMatch(/^Resolve by .+ CES?T \(in 3 h 5\d min\)$/);

    await sla.getByText('Clock history').click();
    await sla
      .getByRole('list', { name: 'Clock history' })
      .getByText('Clocks started (booked) · Very High')
      .waitFor();
    expect(problems).toEqual([]);
  });
});
