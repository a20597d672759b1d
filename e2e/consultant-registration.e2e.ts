import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { uniqueEmail } from './support/accounts';
import { setSystemSetting } from './support/api';
import { waitForMail } from './support/mail';
import { signInThroughUi, signUpForm, submitSignUp } from './support/session';
import { readStoredKeys, waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();
// Shared server: whatever happens, the flag is back at its default for the next file.
afterAll(() => setSystemSetting('ConsultantRegistrationEnabled', 'false'));

/** A new context: the client caches the flags for 5 minutes, so a new page must not share them. */
async function openSignUp() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login?mode=signup');
  await page.getByText('Create your account to get started').waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

describe("'Consultant: SAP Expert' follows ConsultantRegistrationEnabled", () => {
  it('is disabled by default, and the page names the support mailbox', async () => {
    await setSystemSetting('ConsultantRegistrationEnabled', 'false');
    const page = await openSignUp();
    const form = signUpForm(page);
    expect(await form.consultant.isDisabled()).toBe(true);
    expect(await form.customer.isChecked()).toBe(true);
    const notice = page.getByText(/to register as a consultant/);
    await notice.waitFor();
    expect(await notice.textContent()).toContain('support@basisdesk.in');
  });

  it("is enabled once an admin sets the flag to 'true', and a consultant can sign up", async () => {
    await setSystemSetting('ConsultantRegistrationEnabled', 'true');
    const page = await openSignUp();
    const form = signUpForm(page);
    await expect.poll(() => form.consultant.isDisabled()).toBe(false);
    await form.consultant.click();
    expect(await form.consultant.isChecked()).toBe(true);
    expect(await page.getByText(/to register as a consultant/).count()).toBe(0);

    const email = uniqueEmail('consultant.signup');
    await submitSignUp(page, { firstName: 'Vikram', lastName: 'Shah', email, password: 'Expert#42' });
    await waitForToast(page, 'Account Created!');
    const mail = await waitForMail(email);
    await page.goto(mail.link!);
    await page.getByText('Email Verified!').waitFor();
    await page.goto('/login');
    await signInThroughUi(page, email, 'Expert#42');
    await waitForPath(page, '/dashboard');
    expect(JSON.parse((await readStoredKeys(page)).user ?? '{}')).toMatchObject({
      email,
      role: 'consultant',
    });
  });
});
