import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './accounts';
import { apiLogin, type LoginAnswer } from './api';
import { waitForPath } from './ui';

/** The sign-in tab's fields, by their labels (the spec: an email field and a password field). */
export const signInForm = (page: Page) => ({
  email: page.getByLabel(/^email/i),
  password: page.getByLabel(/^password/i),
  submit: page.getByRole('button', { name: 'Sign In to Dashboard' }),
});

/**
 * Signs in on /login as a person would. Opens /login unless the page is already there (e.g. after a
 * redirect that carries ?redirect=…), and waits until the app has left the sign-in screen.
 */
export async function signInThroughUi(page: Page, email: string, password = DEMO_PASSWORD) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await waitForPath(page, /^(?!\/login)/);
}

/** The session copy the app keeps under `user` (spec §3: role lower case). */
export const sessionUserOf = (login: LoginAnswer) => ({
  id: login.id,
  email: login.email,
  role: login.role.toLowerCase(),
  firstName: login.firstName,
  lastName: login.lastName,
});

/**
 * Writes `authToken` and `user` into the origin's localStorage, as the app stores a session. The
 * page is left on a same-origin document that runs no app code; navigate afterwards.
 */
export async function storeSessionKeys(page: Page, token: string, user: object) {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([tokenValue, userJson]) => {
      localStorage.setItem('authToken', tokenValue);
      localStorage.setItem('user', userJson);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/**
 * Puts a real session (token from POST /api/auth/login) into the page's storage. For journeys that
 * need a signed-in person but are not about signing in.
 */
export async function restoreSession(page: Page, email: string, password = DEMO_PASSWORD) {
  const login = await apiLogin(email, password);
  await storeSessionKeys(page, login.token, sessionUserOf(login));
  return login;
}

/** The sign-up tab's fields, by their labels (the spec's field list). */
export const signUpForm = (page: Page) => ({
  firstName: page.getByLabel(/^first name/i),
  lastName: page.getByLabel(/^last name/i),
  customer: page.getByRole('radio', { name: /Customer/ }),
  consultant: page.getByRole('radio', { name: /Consultant/ }),
  email: page.getByLabel(/^email/i),
  password: page.getByLabel(/^password/i),
  confirmPassword: page.getByLabel(/^confirm password/i),
  submit: page.getByRole('button', { name: 'Create Your Account' }),
});

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword?: string;
}

/** Fills the sign-up tab (already open) and submits it. */
export async function submitSignUp(page: Page, values: SignUpValues) {
  const form = signUpForm(page);
  await form.firstName.fill(values.firstName);
  await form.lastName.fill(values.lastName);
  await form.email.fill(values.email);
  await form.password.fill(values.password);
  await form.confirmPassword.fill(values.confirmPassword ?? values.password);
  await form.submit.click();
}
