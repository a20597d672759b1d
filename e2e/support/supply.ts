import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './accounts';
import { adminToken, apiCall, createUserAsAdmin } from './api';

/**
 * Consultant supply arranged through the admin API: a fresh consultant and a support type of the
 * test's own, so a journey depends on no seed data and can run again on the same server.
 */
export async function createConsultant(label: string) {
  const email = uniqueEmail(label);
  const password = 'Consult#99';
  const user = await createUserAsAdmin({
    email,
    password,
    firstName: 'Meera',
    lastName: 'Iyer',
    role: 'Consultant',
  });
  return { id: user.id, email, password };
}

/** Letters and digits only (the short-code rule), unique per call. */
export const uniqueCode = (prefix: string) =>
  `${prefix}${crypto.randomBytes(3).toString('hex').toUpperCase()}`.slice(0, 8);

async function adminPost<T>(path: string, body: unknown): Promise<T> {
  const answer = await apiCall<T>('POST', path, { token: await adminToken(), body });
  if (answer.status !== 201)
    throw new Error(`POST ${path} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export interface CreatedSupportType {
  id: string;
  name: string;
  description: string;
  categories: Array<{ id: string; name: string }>;
}

/** POST SupportTaxonomy/admin/types, then one POST …/admin/categories per category. */
export async function createSupportType(type: {
  name: string;
  description: string;
  categories: Array<{ name: string; description: string }>;
}): Promise<CreatedSupportType> {
  const created = await adminPost<{ id: string }>('/SupportTaxonomy/admin/types', {
    name: type.name,
    description: type.description,
    shortCode: uniqueCode('T'),
  });
  const categories = [];
  for (const [index, category] of type.categories.entries()) {
    categories.push(
      await adminPost<{ id: string; name: string }>('/SupportTaxonomy/admin/categories', {
        ...category,
        supportTypeId: created.id,
        shortCode: `C${index + 1}`,
      }),
    );
  }
  return { id: created.id, name: type.name, description: type.description, categories };
}

/**
 * Marks the toasts on screen as seen, runs the action, and waits for a new toast with this title:
 * an older toast with the same words must not pass for the answer to this action.
 */
export async function expectNewToast(page: Page, title: string, action: () => Promise<unknown>) {
  await page.evaluate(() => {
    document.querySelectorAll('[data-sonner-toast]').forEach((toast) => {
      toast.setAttribute('data-e2e-seen', '');
    });
  });
  await action();
  const toast = unseenToast(page, title);
  await toast.waitFor();
  return toast;
}

/** A toast with this title that appeared after `expectNewToast` marked the older ones as seen. */
export const unseenToast = (page: Page, title: string) =>
  page
    .locator('[data-sonner-toast]:not([data-e2e-seen])')
    .filter({ has: page.locator('[data-title]').getByText(title, { exact: true }) })
    .first();
