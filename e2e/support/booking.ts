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

/** Step 4's slot picker: the week grid on wider screens, the day list on phones. */
export const slotPicker = (page: Page) => page.getByRole('region', { name: 'Available time slots' });

/** The free slots' toggle buttons the screen shows (the grid or the phone's open day). */
export const freeSlotButtons = (page: Page) => slotPicker(page).locator('button[data-slot-id]:visible');

/** The chosen slots' toggle buttons the screen shows. */
export const chosenSlotButtons = (page: Page) =>
  slotPicker(page).locator('button[data-slot-id][aria-pressed="true"]:visible');

/**
 * The free slots shown, earliest first, as their toggle buttons. The grid reads by rows (times),
 * not by days, so the order comes from each button's start time.
 */
export async function freeSlotsInTimeOrder(page: Page) {
  await freeSlotButtons(page).first().waitFor();
  const starts = await freeSlotButtons(page).evaluateAll((buttons) =>
    buttons.map((button) => ({ id: button.dataset.slotId ?? '', start: button.dataset.start ?? '' })),
  );
  return starts
    .toSorted((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .map(({ id }) => slotPicker(page).locator(`button[data-slot-id="${id}"]:visible`));
}

/** Presses the free slots at these positions (earliest first) and waits for each to read as chosen. */
export async function chooseSlots(page: Page, indexes: readonly number[]) {
  const slots = await freeSlotsInTimeOrder(page);
  for (const index of indexes) {
    const slot = slots[index];
    if (!slot) throw new Error(`There is no free slot at position ${index}`);
    await slot.click();
    await slot.and(page.locator('[aria-pressed="true"]')).waitFor();
  }
}

export interface WizardPlan {
  supportTypeName: string;
  categoryName: string;
  priority: 'Low' | 'Medium' | 'High' | 'Very High';
  /** A title made of the description when not given. */
  title?: string;
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
  await page
    .getByLabel('Title', { exact: true })
    .fill(plan.title ?? `Request: ${plan.description}`.slice(0, 120));
  await page.getByLabel('Description').fill(plan.description);
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, 'Consultant').waitFor();
  await page.getByRole('radio', { name: plan.consultantName, exact: true }).click();
  await chooseSlots(page, plan.slotIndexes);
  await page.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, 'Review').waitFor();
}
