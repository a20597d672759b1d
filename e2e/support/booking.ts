import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { adminToken, apiCall } from './api';

/**
 * The support request wizard's arrangements and steps: sub-options and SR identifiers through the
 * admin API, and a walk through the wizard for journeys that are about what comes after it.
 */

async function adminCreate<T>(path: string, body: unknown): Promise<T> {
  const answer = await apiCall<T>('POST', path, { token: await adminToken(), body });
  if (answer.status !== 201) {
    throw new Error(`POST ${path} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

export interface CreatedSubOption {
  id: string;
  name: string;
  requiresSrIdentifier: boolean;
}

/** POST SupportTaxonomy/admin/suboptions; the short code must be unique within the type. */
export function createSubOption(
  supportTypeId: string,
  subOption: { name: string; description: string; shortCode: string; requiresSrIdentifier: boolean },
) {
  return adminCreate<CreatedSubOption>('/SupportTaxonomy/admin/suboptions', { ...subOption, supportTypeId });
}

/** POST ServiceRequestIdentifiers: an active identifier no other test uses. */
export function createSrIdentifier(task: string) {
  const identifier = `SR${Date.now().toString().slice(-6)}${crypto.randomInt(100, 999)}`;
  return adminCreate<{ id: string; identifier: string; task: string }>('/ServiceRequestIdentifiers', {
    identifier,
    task,
    isActive: true,
  });
}

/** The heading of the wizard's current step ('Support Type', 'Category', ...). */
export const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: title });

/** The wizard's free-slot checkboxes, in time order. */
export const slotCheckboxes = (page: Page) =>
  page.getByRole('region', { name: 'Available time slots' }).getByRole('checkbox');

export interface WizardPlan {
  supportTypeName: string;
  categoryName: string;
  priority: 'Low' | 'Medium' | 'High' | 'Very High';
  description: string;
  consultantName: string;
  /** Positions in the consultant's list of free slots, earliest first. */
  slotIndexes: number[];
}

/** Walks a type without sub-options through steps 1 to 4 and stops on the review. */
export async function walkWizardToReview(page: Page, plan: WizardPlan) {
  await page.goto('/support');
  await page.getByRole('radio', { name: plan.supportTypeName, exact: true }).click();
  await stepHeading(page, 'Category').waitFor();
  await page.getByRole('radio', { name: plan.categoryName, exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, 'Details').waitFor();
  await page.getByRole('radio', { name: plan.priority, exact: true }).click();
  await page.getByLabel('Description').fill(plan.description);
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, 'Consultant').waitFor();
  await page.getByRole('radio', { name: plan.consultantName, exact: true }).click();
  const slots = slotCheckboxes(page);
  await slots.first().waitFor();
  for (const index of plan.slotIndexes) await slots.nth(index).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, 'Review').waitFor();
}
