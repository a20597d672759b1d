import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { uniqueEmail } from './support/accounts';
import { SSO_OFF, setSsoConfig } from './support/api';
import { setNextIdentity } from './support/fake-supabase';
import { waitForMail } from './support/mail';
import { thisServer } from './support/server';
import { signInForm } from './support/session';
import { action, readStoredKeys, storedKeyNames, waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();
const supabaseUrl = () => thisServer().supabaseUrl;

// The buttons need both the deployment (SUPABASE_URL, set by the global setup) and the admin's switches.
beforeAll(() => setSsoConfig({ supabaseEnabled: true, googleEnabled: true, appleEnabled: false }));
afterAll(() => setSsoConfig(SSO_OFF));

describe('Google sign-in through Supabase (PKCE) for a new person', () => {
  it('returns to /auth/callback, completes the profile, verifies by mail and signs in with the password', async () => {
    const email = uniqueEmail('google');
    await setNextIdentity(supabaseUrl(), {
      email,
      fullName: 'Meera Nair',
      givenName: 'Meera',
      familyName: 'Nair',
    });
    const page = await browser.newPage();
    const problems = watchProblems(page);
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(request.url());
    });

    // Hold the code exchange a moment, so the callback's working state can be seen.
    await page.route(`${supabaseUrl()}/auth/v1/token?*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

    await page.goto('/login');
    await page.getByText('Or continue with email').waitFor();
    // Apple is switched off by the admin: only Google shows.
    expect(await page.getByRole('button', { name: 'Continue with Apple' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // Through the (fake) Supabase authorize endpoint, back to the callback with a one-time code.
    await page.getByText('Processing authentication...').first().waitFor();
    await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor({ timeout: 20_000 });
    expect(visited.some((url) => url.startsWith(`${supabaseUrl()}/auth/v1/authorize?provider=google`))).toBe(
      true,
    );
    expect(visited.some((url) => /\/auth\/callback\?code=/.test(url))).toBe(true);
    // The provider's names are offered.
    expect(await page.getByLabel(/^first name/i).inputValue()).toBe('Meera');
    expect(await page.getByLabel(/^last name/i).inputValue()).toBe('Nair');

    const submit = page.getByRole('button', { name: 'Complete Signup' });
    await submit.click();
    await page.getByText('Please select an account type').waitFor();

    await page.getByRole('radio', { name: /Customer/ }).click();
    await page.getByLabel(/^password/i).fill('Social#123');
    await page.getByLabel(/^confirm password/i).fill('Social#123');
    await submit.click();
    await waitForToast(
      page,
      'Account Created!',
      'Please check your email to verify your account before signing in.',
    );
    await waitForPath(page, '/login');
    // The Supabase session was only a proof for our server: nothing of it stays in the browser.
    expect((await storedKeyNames(page)).filter((key) => key.startsWith('sb-'))).toEqual([]);

    const mail = await waitForMail(email);
    await page.goto(mail.link!);
    await page.getByText('Email Verified!').waitFor();
    await action(page, 'Continue to Login').click();
    await waitForPath(page, /^\/login/);
    await signInForm(page).email.fill(email);
    await signInForm(page).password.fill('Social#123');
    await signInForm(page).submit.click();
    await waitForPath(page, '/dashboard');
    expect(JSON.parse((await readStoredKeys(page)).user ?? '{}')).toMatchObject({
      email,
      role: 'customer',
      firstName: 'Meera',
      lastName: 'Nair',
    });
    expect(problems).toEqual([]);
  });

  it("a callback without a code reports 'No session found' and goes home", async () => {
    const page = await browser.newPage();
    await page.goto('/auth/callback');
    await page.getByText('No session found').waitFor();
    await waitForPath(page, '/');
  });

  it('a linked person signs in with Google directly, without the profile form', async () => {
    const email = uniqueEmail('google.again');
    await setNextIdentity(supabaseUrl(), { email, fullName: 'Kiran Rao' });
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor({ timeout: 20_000 });
    await page.getByRole('radio', { name: /Customer/ }).click();
    await page.getByLabel(/^password/i).fill('Social#123');
    await page.getByLabel(/^confirm password/i).fill('Social#123');
    await page.getByRole('button', { name: 'Complete Signup' }).click();
    await waitForPath(page, '/login');
    const mail = await waitForMail(email);
    await page.goto(mail.link!);
    await page.getByText('Email Verified!').waitFor();

    // Second time: the identity is linked to the verified account, so Google signs in at once.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await waitForToast(page, 'Welcome back!');
    await waitForPath(page, '/dashboard');
    expect(JSON.parse((await readStoredKeys(page)).user ?? '{}')).toMatchObject({ email, role: 'customer' });
  });
});

describe('social buttons follow the admin switches', () => {
  it('with SSO off only the standard form shows', async () => {
    await setSsoConfig(SSO_OFF);
    try {
      const page = await browser.newPage();
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In to Dashboard' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('button', { name: /Continue with/ }).count()).toBe(0);
      expect(await page.getByText('Or continue with email').count()).toBe(0);
    } finally {
      await setSsoConfig({ supabaseEnabled: true, googleEnabled: true, appleEnabled: false });
    }
  });
});
