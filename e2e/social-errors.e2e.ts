import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { uniqueEmail } from './support/accounts';
import { SSO_OFF, setSsoConfig } from './support/api';
import { setNextIdentity } from './support/fake-supabase';
import { thisServer } from './support/server';
import { readStoredKeys, waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();
const supabaseUrl = () => thisServer().supabaseUrl;

beforeAll(() => setSsoConfig({ supabaseEnabled: true, googleEnabled: true, appleEnabled: false }));
afterAll(() => setSsoConfig(SSO_OFF));

describe('social sign-in failures in the spec’s words (spec §8 "Social")', () => {
  it("'Failed to fetch SSO configuration' where the social buttons go when GET SSOConfig/status fails", async () => {
    const page = await browser.newPage();
    let asked = 0;
    await page.route('**/api/SSOConfig/status', (route) => {
      asked += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"down","code":"X"}',
      });
    });
    await page.goto('/login');
    await page.getByRole('alert').getByText('Failed to fetch SSO configuration', { exact: true }).waitFor();
    // One retry (spec §7), and the buttons stay away: a flag that cannot be read is off.
    expect(asked).toBe(2);
    expect(await page.getByRole('button', { name: /Continue with/ }).count()).toBe(0);
    // The e-mail form still works.
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).waitFor();
  });

  it('says nothing of the kind when the status is read: the Google button shows', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
    expect(await page.getByText('Failed to fetch SSO configuration').count()).toBe(0);
  });

  it("'Failed to parse authentication response' when POST auth/supabase-callback answers something else, then home", async () => {
    await setNextIdentity(supabaseUrl(), { email: uniqueEmail('google.parse'), fullName: 'Ravi Shankar' });
    const page = await browser.newPage();
    let intercepted = false;
    await page.route('**/api/auth/supabase-callback', (route) => {
      intercepted = true;
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<html><body>Welcome</body></html>',
      });
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await waitForToast(page, 'Failed to parse authentication response');
    await waitForPath(page, '/');
    expect(intercepted).toBe(true);
    // Nothing was signed in.
    expect(await readStoredKeys(page)).toMatchObject({ authToken: null, user: null });
  });

  it('an answer of another JSON shape is not understood either', async () => {
    await setNextIdentity(supabaseUrl(), { email: uniqueEmail('google.shape'), fullName: 'Ravi Shankar' });
    const page = await browser.newPage();
    await page.route('**/api/auth/supabase-callback', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await waitForToast(page, 'Failed to parse authentication response');
    await waitForPath(page, '/');
  });
});
