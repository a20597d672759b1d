// Decision 032: every sign-in is a session the server can end. One person signed in in two
// browsers: the second sees both in Settings' "Where you're signed in", signs the first out (its
// next page is /login), then signs out everywhere else; the top bar's sign-out ends the server's
// session too, so a copy of its token is refused.
import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { apiCall } from './support/api';
import { signInThroughUi } from './support/session';
import { createAccount } from './support/tickets';
import { readStoredKeys, waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();

/** The first browser says it is Chrome on Windows, so that its row reads apart from this one's. */
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SECTION = "Where you're signed in";

describe("Settings: where you're signed in", () => {
  it('lists both browsers, signs the other one out, then signs out everywhere else', async () => {
    const person = await createAccount('Customer', 'sessions');
    const laptop = await (await browser.newContext({ userAgent: WINDOWS_CHROME })).newPage();
    await signInThroughUi(laptop, person.email, person.password);
    const here = await browser.newPage();
    // The laptop's 401s after it is signed out are the point; this browser's answers are all fine.
    const problems = watchProblems(here);
    await signInThroughUi(here, person.email, person.password);

    await here.goto('/settings');
    const section = here.getByRole('region', { name: SECTION });
    const rows = section.getByRole('row').filter({ has: here.getByRole('cell') });
    await expect.poll(() => rows.count()).toBe(2);
    const thisRow = rows.filter({ hasText: 'This device' });
    await expect.poll(() => thisRow.textContent()).toMatch(/Chrome on Linux/);
    const laptopRow = rows.filter({ hasText: 'Chrome on Windows' });
    expect(await laptopRow.textContent()).toMatch(/Just now/);
    expect(await thisRow.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    await laptopRow.getByRole('button', { name: 'Sign out' }).click();
    await waitForToast(here, 'Signed out of that device', 'Chrome on Windows');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await section.getByRole('button', { name: 'Sign out everywhere else' }).count()).toBe(0);
    await laptop.goto('/dashboard');
    await waitForPath(laptop, /^\/login/);
    expect(await readStoredKeys(laptop)).toMatchObject({ authToken: null, user: null });

    // The laptop signs in again; this browser signs out everywhere else, after confirming.
    await signInThroughUi(laptop, person.email, person.password);
    await here.reload();
    await expect.poll(() => rows.count()).toBe(2);
    await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = here.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await waitForToast(here, 'Signed out everywhere else', '1 other session ended');
    await expect.poll(() => rows.count()).toBe(1);
    await laptop.goto('/settings');
    await waitForPath(laptop, /^\/login/);
    expect(problems).toEqual([]);
  });

  it("the top bar's sign-out ends the session on the server: a copy of its token is refused", async () => {
    const person = await createAccount('Customer', 'signout');
    const page = await browser.newPage();
    await signInThroughUi(page, person.email, person.password);
    const { authToken } = await readStoredKeys(page);
    expect((await apiCall('GET', `/users/${person.id}`, { token: authToken ?? '' })).status).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/');
    await expect
      .poll(async () => (await apiCall('GET', `/users/${person.id}`, { token: authToken ?? '' })).status)
      .toBe(401);
  });
});
