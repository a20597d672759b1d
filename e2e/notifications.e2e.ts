import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { adminToken, apiCall, apiLogin } from './support/api';
import { seriousA11yReport } from './support/axe';
import { type CaughtMail, waitForMail } from './support/mail';
import { restoreSession } from './support/session';
import { isDark, presetTheme, type Theme } from './support/theme';
import { type Account, type BookedTicket, createAccount, useTicketDesk } from './support/tickets';
import { readStoredKeys, waitForPath, waitForToast } from './support/ui';

/**
 * Notifications as people meet them: the Settings section, the unsubscribe link of a real mail
 * (delivered by the server's worker to the SMTP catcher), and the admin's list of every mail.
 */
const browser = useBrowser();

type Preferences = { preferences: Array<{ category: string; enabled: boolean; locked: boolean }> };

async function preferencesOf(account: Account) {
  const { token } = await apiLogin(account.email, account.password);
  const answer = await apiCall<Preferences>('GET', '/notifications/preferences', { token });
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.preferences.map((entry) => [entry.category, entry.enabled]));
}

const categorySwitch = (page: Page, label: string) => page.getByRole('switch', { name: label, exact: true });

/** The Notifications section of /settings, once its switches have loaded. */
async function openNotificationSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('heading', { level: 2, name: 'Notifications' }).waitFor();
  await categorySwitch(page, 'Security notices').waitFor();
}

/** The mail's body link and its List-Unsubscribe header, which must carry the same token. */
function unsubscribeLinks(mail: CaughtMail) {
  const escaped = baseUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = mail.text.match(new RegExp(`${escaped}/unsubscribe\\?token=[^\\s<>"')\\]]+`))?.[0];
  const head = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const header = head.match(/^List-Unsubscribe:[ \t]*<([^>]+)>/im)?.[1];
  return { body, header };
}

const desk = useTicketDesk('notify', 'Notification Checks');
let ticket: BookedTicket;
let unsubscribeLink: string;

beforeAll(async () => {
  ticket = await desk.book({
    description: 'Transport routes fail after the kernel patch; please look before Friday.',
  });
  // The worker delivers the booking mail within seconds of the booking's commit.
  const mail = await waitForMail(desk.customer.email, {
    timeoutMs: 30_000,
    matching: (caught) =>
      caught.subject.includes(ticket.orderNumber) && caught.text.includes('/unsubscribe?'),
  });
  const links = unsubscribeLinks(mail);
  if (!links.body) throw new Error(`The booking mail has no unsubscribe link:\n${mail.text}`);
  unsubscribeLink = links.body;
  // RFC 8058: the header's one-click address is the API's, with the body link's token.
  expect(links.header).toBe(
    `${baseUrl()}/api/notifications/unsubscribe?token=${new URL(unsubscribeLink).searchParams.get('token')}`,
  );
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post:[ \t]*List-Unsubscribe=One-Click/im);
}, 120_000);

describe('Settings → Notifications', () => {
  it('a customer turns Session reminders off and saves; after a reload it is still off, and security notices stay on', async () => {
    const account = await createAccount('Customer', 'notify.prefs');
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await restoreSession(page, account.email, account.password);
    await openNotificationSettings(page);

    const security = categorySwitch(page, 'Security notices');
    expect(await security.isChecked()).toBe(true);
    expect(await security.isDisabled()).toBe(true);
    await page.getByText('Always on', { exact: true }).waitFor();

    // A customer is never rated, so Ratings is not theirs to switch (decision 028).
    expect(await categorySwitch(page, 'Ratings').count()).toBe(0);
    const reminders = categorySwitch(page, 'Session reminders');
    expect(await reminders.isChecked()).toBe(true);
    await reminders.click();
    expect(await reminders.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save notification preferences' }).click();
    await waitForToast(page, 'Notification preferences saved');
    expect(await preferencesOf(account)).toMatchObject({ reminders: false, bookings: true, security: true });

    await page.reload();
    await categorySwitch(page, 'Session reminders').waitFor();
    expect(await categorySwitch(page, 'Session reminders').isChecked()).toBe(false);
    expect(await categorySwitch(page, 'Bookings and session changes').isChecked()).toBe(true);
    expect(await categorySwitch(page, 'Security notices').isChecked()).toBe(true);
    expect(await categorySwitch(page, 'Security notices').isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe("a booking mail's unsubscribe link", () => {
  it('turns Bookings and session changes off from a signed-out browser; Settings then shows it off', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await page.goto(unsubscribeLink);
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
    await page.getByText(`Unsubscribe ${desk.customer.email} from Bookings and session changes?`).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').getByText('You will no longer receive these emails').waitFor();
    // Nobody was signed in, and the page stored no session to do it.
    expect((await readStoredKeys(page)).authToken).toBeNull();
    expect(await preferencesOf(desk.customer)).toMatchObject({ bookings: false, reminders: true });

    // The way back: notification settings, which asks the signed-out visitor to sign in first.
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/settings')}`);

    // Signed in, the same link says it is already off, and leads to the section in Settings.
    const signedIn = await browser.newPage();
    await restoreSession(signedIn, desk.customer.email, desk.customer.password);
    await signedIn.goto(unsubscribeLink);
    await signedIn.getByRole('status').getByText('You will no longer receive these emails').waitFor();
    expect(await signedIn.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await signedIn.getByRole('link', { name: 'Notification settings' }).click();
    await waitForPath(signedIn, '/settings');
    expect(new URL(signedIn.url()).hash).toBe('#notifications');
    await categorySwitch(signedIn, 'Security notices').waitFor();
    expect(await categorySwitch(signedIn, 'Bookings and session changes').isChecked()).toBe(false);
    expect(await categorySwitch(signedIn, 'Session reminders').isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('an altered link is refused: "This unsubscribe link is not valid"', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page, { expectedStatuses: [400] });
    const token = new URL(unsubscribeLink).searchParams.get('token') ?? '';
    // The first character changed: the person it names is no longer the one that was signed.
    const altered = `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
    await page.goto(`/unsubscribe?token=${encodeURIComponent(altered)}`);
    await page.getByRole('alert').getByText('This unsubscribe link is not valid').waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await page.goto('/unsubscribe');
    await page.getByRole('alert').getByText('This unsubscribe link is not valid').waitFor();
    expect(problems).toEqual([]);
  });
});

describe('/admin/notifications', () => {
  it("the admin filters by the customer's e-mail, sees the booking mail Sent, and resends one that was not sent", async () => {
    // The mail reached the catcher before the worker recorded it as sent: wait for that record.
    const token = await adminToken();
    const query = `/admin/notifications?recipient=${encodeURIComponent(desk.customer.email)}&event=booking.confirmed`;
    await expect
      .poll(
        async () => (await apiCall<{ items: Array<{ status: string }> }>('GET', query, { token })).body.items,
        {
          timeout: 15_000,
        },
      )
      .toEqual([expect.objectContaining({ status: 'sent' })]);

    const page = await browser.newPage();
    const problems = watchProblems(page);
    await restoreSession(page, DEMO.admin);
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: /^Notifications/ }).click();
    await waitForPath(page, '/admin/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();

    await page.getByRole('searchbox', { name: 'Recipient' }).fill(desk.customer.email);
    await waitForPath(page, `/admin/notifications?recipient=${encodeURIComponent(desk.customer.email)}`);
    const rows = page.getByRole('row').filter({ hasText: desk.customer.email });
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const booking = rows.filter({ hasText: 'Booking confirmed' });
    await expect.poll(() => booking.count()).toBe(1);
    expect(await booking.textContent()).toContain(ticket.orderNumber);
    expect(await booking.getByText('Sent', { exact: true }).count()).toBe(1);
    // A sent mail cannot be sent again.
    expect(await booking.getByRole('button', { name: /^Resend/ }).count()).toBe(0);

    // A booking after the unsubscribe is not mailed: 'Not sent', and the admin can send it again.
    const second = await desk.book({
      description: 'A second look at the transport routes.',
    });
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ items: Array<{ status: string; orderNumber: string }> }>(
              'GET',
              `${query}&status=skipped`,
              { token },
            )
          ).body.items.map((item) => item.orderNumber),
        { timeout: 15_000 },
      )
      .toEqual([second.orderNumber]);
    await page.getByLabel('Status', { exact: true }).selectOption('skipped');
    const skipped = page.getByRole('row').filter({ hasText: second.orderNumber });
    await skipped.getByText('Not sent', { exact: true }).waitFor();
    await skipped.getByRole('button', { name: `Resend Booking confirmed to ${desk.customer.email}` }).click();
    await waitForToast(page, 'Notification queued to be sent again');

    // Filters live in the address: a status that does not match empties the list, a reload keeps it.
    await page.getByLabel('Status', { exact: true }).selectOption('failed');
    await waitForPath(
      page,
      `/admin/notifications?recipient=${encodeURIComponent(desk.customer.email)}&status=failed`,
    );
    await page.getByText('No notifications match these filters').waitFor();
    await page.reload();
    await page.getByText('No notifications match these filters').waitFor();
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('failed');
    expect(await page.getByRole('searchbox', { name: 'Recipient' }).inputValue()).toBe(desk.customer.email);
    expect(problems).toEqual([]);
  });
});

describe('the three screens are axe-clean (WCAG 2.1 A/AA) in both themes, and fit a phone', () => {
  const screens: Array<{
    name: string;
    path: () => string;
    as: string | null;
    ready: (page: Page) => Promise<void>;
  }> = [
    {
      name: '/settings',
      path: () => '/settings',
      as: DEMO.customer,
      ready: (page) => categorySwitch(page, 'Security notices').waitFor(),
    },
    {
      name: '/unsubscribe',
      path: () => new URL(unsubscribeLink).pathname + new URL(unsubscribeLink).search,
      as: null,
      // Asking, or already done when the journey above has pressed it.
      ready: (page) =>
        page
          .getByRole('button', { name: 'Unsubscribe' })
          .or(page.getByRole('link', { name: 'Notification settings' }))
          .first()
          .waitFor(),
    },
    {
      name: '/admin/notifications',
      path: () => `/admin/notifications?recipient=${encodeURIComponent(desk.customer.email)}`,
      as: DEMO.admin,
      ready: (page) => page.getByRole('row').filter({ hasText: desk.customer.email }).first().waitFor(),
    },
  ];
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const screen of screens) {
      it(`${screen.name} in the ${theme} theme`, async () => {
        const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
        await presetTheme(context, theme);
        const page = await context.newPage();
        if (screen.as) await restoreSession(page, screen.as);
        const problems = watchProblems(page);
        await page.goto(screen.path());
        await page.locator('h1').first().waitFor();
        await screen.ready(page);
        expect(await isDark(page)).toBe(theme === 'dark');
        expect(await seriousA11yReport(page)).toEqual([]);
        // Nothing wider than the phone's screen: a wide table scrolls inside its own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(problems).toEqual([]);
      });
    }
  }
});
