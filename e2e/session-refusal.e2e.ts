import { describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { apiLogin } from './support/api';
import { restoreSession, sessionUserOf, signInThroughUi, storeSessionKeys } from './support/session';
import { createAccount } from './support/tickets';
import { breakSignature } from './support/tokens';
import { currentPath, readStoredKeys, waitForPath } from './support/ui';

const browser = useBrowser();

describe('a 401 on any page signs out and goes to /login?redirect=<path> (spec §4)', () => {
  it.each([
    ['/contact-us', '/login?redirect=%2Fcontact-us'],
    ['/privacy-policy', '/login?redirect=%2Fprivacy-policy'],
  ])('on the public page %s, a stored token the server rejects ends at %s', async (path, expected) => {
    const page = await browser.newPage();
    const login = await apiLogin(DEMO.customer);
    await storeSessionKeys(page, breakSignature(login.token), sessionUserOf(login));
    await page.goto(path);
    await waitForPath(page, expected);
    expect(await readStoredKeys(page)).toMatchObject({ authToken: null, user: null });
    // Back at the sign-in form, and signing in goes back to where the refusal happened.
    await signInThroughUi(page, DEMO.customer);
    await waitForPath(page, path);
  });
});

describe('a user refresh never writes over a session another tab stored meanwhile', () => {
  it('a tab that reloads while another tab signs in as someone else leaves the new session alone', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const customer = await restoreSession(first, DEMO.customer);
    await first.goto('/help');
    await first.getByRole('heading', { level: 1 }).waitFor();

    // Hold the first tab's once-per-load refresh (GET users/{id}) until the other tab has signed in.
    let releaseRefresh = () => {};
    const refreshHeld = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    let refreshSeen = false;
    await first.route(`**/api/users/${customer.id}`, async (route) => {
      refreshSeen = true;
      await refreshHeld;
      await route.continue();
    });
    await first.reload();
    await expect.poll(() => refreshSeen).toBe(true);

    // The second tab signs out the customer and signs in as the consultant.
    const second = await context.newPage();
    await second.goto('/favicon.svg');
    await second.evaluate(() => localStorage.clear());
    await signInThroughUi(second, DEMO.consultant);
    await waitForPath(second, '/dashboard');
    const consultantKeys = await readStoredKeys(second);
    expect(JSON.parse(consultantKeys.user ?? '{}')).toMatchObject({
      email: DEMO.consultant,
      role: 'consultant',
    });

    // The first tab's refresh answers now, for the customer's token: it is dropped.
    const refreshAnswered = first.waitForResponse(`**/api/users/${customer.id}`);
    releaseRefresh();
    expect((await refreshAnswered).status()).toBe(200);
    // Long enough for a write to land if the rule let it through.
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The consultant's own tab may refresh its own profile meanwhile (its hourly rate): that is
    // its session; what must hold is that the customer's token and person never came back.
    const consultant = JSON.parse(consultantKeys.user ?? '{}');
    const stored = await readStoredKeys(second);
    expect(stored.authToken).toBe(consultantKeys.authToken);
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({
      id: consultant.id,
      email: DEMO.consultant,
      role: 'consultant',
    });
    // And the first tab follows the session the other tab started.
    await expect
      .poll(() => first.getByTestId('user-name').textContent())
      .toBe(`${consultant.firstName} ${consultant.lastName}`);
  });

  it("tells a person whose stored session names a role their account lacks 'Unauthorized - Please log in again'", async () => {
    // Roles never change (decision 029), but a stored copy of the session can be out of step with
    // the account until the load's refresh answers. The refresh is held here, so the admin list is
    // asked for first and the server refuses it.
    const person = await createAccount('Customer', 'stale.role');
    const page = await browser.newPage();
    // The refused list (and the admin screens' other reads) are what this journey is about.
    const problems = watchProblems(page, { expectedStatuses: [403] });
    const login = await apiLogin(person.email, person.password);
    await storeSessionKeys(page, login.token, { ...sessionUserOf(login), role: 'admin' });
    let releaseRefresh = () => {};
    const refreshHeld = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    await page.route(`**/api/users/${login.id}`, async (route) => {
      await refreshHeld;
      await route.continue();
    });

    const list = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/SupportRequests',
    );
    await page.goto('/tickets');
    expect((await list).status()).toBe(403);
    await page.getByText('Unauthorized - Please log in again').waitFor();
    expect(await page.getByTestId('ticket-card').count()).toBe(0);
    // Still signed in: a refusal is not an expired session.
    expect(currentPath(page)).toBe('/tickets');

    // The refresh then writes the account's own role into the stored copy.
    releaseRefresh();
    await expect
      .poll(async () => JSON.parse((await readStoredKeys(page)).user ?? '{}').role)
      .toBe('customer');
    expect(problems).toEqual([]);
  });
});
