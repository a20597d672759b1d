import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, watchProblems } from './browser';
import { DEMO, uniqueEmail } from './support/accounts';
import { apiCall } from './support/api';
import { countMails, waitForMail } from './support/mail';
import { signInForm, signInThroughUi, signUpForm, submitSignUp } from './support/session';
import { action, readStoredKeys, storedKeyNames, toastTitles, waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();

describe('sign-up → e-mail confirmation → sign-in', () => {
  it('a new customer signs up, follows the mailed link and signs in to /dashboard', async () => {
    const page = await browser.newPage();
    // The sign-in before verifying is refused with a 403, on purpose.
    const problems = watchProblems(page, { expectedStatuses: [403] });
    const email = uniqueEmail('signup');

    await page.goto('/login?mode=signup');
    await page.getByText('Join BasisDesk').first().waitFor();
    await page.getByText('Create your account to get started').waitFor();
    await page.getByText("You'll receive an email verification link after registration.").waitFor();
    // The account type defaults to customer.
    expect(await signUpForm(page).customer.isChecked()).toBe(true);

    await submitSignUp(page, { firstName: 'Asha', lastName: 'Verma', email, password: 'Secret#12' });
    await waitForToast(
      page,
      'Account Created!',
      'Please check your email to verify your account before signing in.',
    );
    // On success the form is cleared and the type is back to customer.
    await expect.poll(() => signUpForm(page).firstName.inputValue()).toBe('');
    expect(await signUpForm(page).email.inputValue()).toBe('');
    expect(await signUpForm(page).customer.isChecked()).toBe(true);

    // The server sent the verification mail over SMTP; its link opens this app's confirmation page.
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Verify your email address for BasisDesk');
    expect(mail.text).toContain('Asha');
    expect(mail.link).toMatch(new RegExp(`^${baseUrl()}/confirm-email\\?token=[^&\\s]+$`));

    // Not verified yet: sign-in is refused with the server's reason.
    await page.goto('/login');
    await page.getByText('Welcome Back').waitFor();
    await signInForm(page).email.fill(email);
    await signInForm(page).password.fill('Secret#12');
    await signInForm(page).submit.click();
    await waitForToast(
      page,
      'Sign In Failed',
      'Please verify your email before signing in. Check your inbox for the verification link.',
    );
    expect((await readStoredKeys(page)).authToken).toBeNull();
    // The refusal offers a new link; the one just mailed is recent, so none goes out yet, and the
    // answer says so without telling whether the address has an account.
    await page
      .getByText(`${email} is not verified yet. Open the link we mailed you, or ask for a new one.`)
      .waitFor();
    await action(page, 'Send a new verification link').click();
    const linkSent =
      'If that address has an account waiting to be verified, we have sent it a new verification link.';
    await waitForToast(page, 'Verification Link Sent', linkSent);
    expect(await countMails(email)).toBe(1);

    await page.goto(mail.link!);
    await page.getByText('Email Verified!').waitFor();
    await action(page, 'Return to Home').waitFor();
    await action(page, 'Continue to Login').click();
    await waitForPath(page, /^\/login(\?|$)/);

    await page.getByText('Welcome Back').waitFor();
    await page.getByText('Sign in to access your dashboard').waitFor();
    await signInForm(page).email.fill(email);
    await signInForm(page).password.fill('Secret#12');
    await signInForm(page).submit.click();
    await waitForToast(page, 'Welcome back!', 'You have been signed in successfully');
    await waitForPath(page, '/dashboard');

    const stored = await readStoredKeys(page);
    expect(stored.authToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({
      email,
      role: 'customer',
      firstName: 'Asha',
      lastName: 'Verma',
    });
    // Exactly the spec's keys: nothing else about the person is kept in the browser.
    expect(await storedKeyNames(page)).toEqual(['authToken', 'user']);
    expect(problems).toEqual([]);
  });

  it('a confirmation link opened again says the address is already verified', async () => {
    const email = uniqueEmail('relink');
    const register = await apiCall('POST', '/auth/register', {
      body: { email, password: 'Secret#12', firstName: 'Ravi', lastName: 'Iyer', role: 'Customer' },
    });
    expect(register.status).toBeLessThan(300);
    const mail = await waitForMail(email);
    const page = await browser.newPage();
    await page.goto(mail.link!);
    await page.getByText('Email Verified!').waitFor();
    await page.goto(mail.link!);
    await page.getByText('This email address is already verified. You can sign in.').first().waitFor();
    await action(page, 'Continue to Login').waitFor();
  });
});

describe('sign-up validation (spec §5, checked in order)', () => {
  it('reports mismatch, then length, then blank names, and sends nothing until all pass', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('invalid');
    await page.goto('/login?mode=signup');
    await page.getByText('Create your account to get started').waitFor();

    // All three rules broken: the first in the spec's order wins. Names of spaces pass the
    // browser's `required` check but are blank after trimming.
    await submitSignUp(page, {
      firstName: '   ',
      lastName: '  ',
      email,
      password: 'abcde',
      confirmPassword: 'abcdf',
    });
    await waitForToast(page, 'Password Mismatch', 'Passwords do not match');
    expect(await toastTitles(page)).not.toContain('Password Too Short');

    await signUpForm(page).confirmPassword.fill('abcde');
    await signUpForm(page).submit.click();
    await waitForToast(page, 'Password Too Short', 'Password must be at least 6 characters long');

    await signUpForm(page).password.fill('abcdef');
    await signUpForm(page).confirmPassword.fill('abcdef');
    await signUpForm(page).submit.click();
    await waitForToast(page, 'Missing Information', 'First name and last name are required');

    expect(await toastTitles(page)).not.toContain('Account Created!');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(countMails(email)).toBe(0);
    // Nothing was registered: the address is still free.
    const login = await apiCall('POST', '/auth/login', { body: { email, password: 'abcdef' } });
    expect(login.status).toBe(401);
  });

  it("an existing e-mail shows 'Account Exists'", async () => {
    const page = await browser.newPage();
    await page.goto('/login?mode=signup');
    await submitSignUp(page, {
      firstName: 'Dup',
      lastName: 'Licate',
      email: DEMO.customer,
      password: 'Secret#12',
    });
    await waitForToast(
      page,
      'Account Exists',
      'An account with this email already exists. Please sign in instead.',
    );
  });

  it('the password placeholder mentions the 6-character minimum and Back to Home goes to /', async () => {
    const page = await browser.newPage();
    await page.goto('/login?mode=signup');
    expect(await signUpForm(page).password.getAttribute('placeholder')).toMatch(/6/);
    await action(page, 'Back to Home').click();
    await waitForPath(page, '/');
  });
});

describe('sign-in', () => {
  it("a wrong password shows 'Sign In Failed' and stores nothing", async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByText('Welcome Back').waitFor();
    await signInForm(page).email.fill(DEMO.consultant2);
    await signInForm(page).password.fill('not-the-password');
    await signInForm(page).submit.click();
    await waitForToast(page, 'Sign In Failed', 'Invalid credentials');
    await waitForPath(page, '/login');
    expect(await readStoredKeys(page)).toMatchObject({ authToken: null, user: null });
  });

  it('the password field has a show/hide toggle', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    const { password } = signInForm(page);
    await password.fill('peek-a-boo');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: /show password/i }).click();
    expect(await password.getAttribute('type')).toBe('text');
  });

  it('the demo customer signs in through the form', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, DEMO.customer);
    await waitForPath(page, '/dashboard');
  });
});

describe('e-mail confirmation page', () => {
  it("without a token it goes straight to 'Verification Failed'", async () => {
    const page = await browser.newPage();
    await page.goto('/confirm-email');
    await page.getByText('Verification Failed').first().waitFor();
    await page.getByText('Invalid or missing verification token.').first().waitFor();
    expect(await page.getByText('Email Verified!').count()).toBe(0);
    await action(page, 'Return to Home').click();
    await waitForPath(page, '/');
  });

  it("an unknown token shows the server's reason", async () => {
    const page = await browser.newPage();
    await page.goto('/confirm-email?token=not-a-real-token');
    await page.getByText('Verification Failed').first().waitFor();
    await page.getByText('Email verification failed. The token may be expired or invalid.').first().waitFor();
  });
});
