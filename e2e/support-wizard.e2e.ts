import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { DEMO } from './support/accounts';
import { apiCall, apiLogin } from './support/api';
import { type AxeFinding, seriousA11yViolations } from './support/axe';
import {
  chooseSlots,
  createSrIdentifier,
  createSubOption,
  freeSlotsInTimeOrder,
  stepHeading,
} from './support/booking';
import { restoreSession } from './support/session';
import { type CreatedSupportType, createSupportType, expectNewToast, uniqueCode } from './support/supply';
import { isDark, presetTheme, type Theme } from './support/theme';
import {
  type Account,
  type BookableConsultant,
  createAccount,
  createBookableConsultant,
} from './support/tickets';
import { waitForPath, waitForToast } from './support/ui';

const browser = useBrowser();

let supportType: CreatedSupportType;
let consultant: BookableConsultant;
let srIdentifier: { identifier: string; task: string };
const CATEGORY = 'Kernel Upgrade';
const SR_SUB_OPTION = 'Change Request';
const PLAIN_SUB_OPTION = 'General Question';

beforeAll(async () => {
  const tag = uniqueCode('W');
  supportType = await createSupportType({
    name: `Wizard Basis ${tag}`,
    description: `Basis operations booked through the wizard (${tag}).`,
    categories: [
      { name: CATEGORY, description: 'Kernel patches and their checks.' },
      { name: 'Transport Management', description: 'Imports, routes and queues.' },
    ],
  });
  await createSubOption(supportType.id, {
    name: SR_SUB_OPTION,
    description: 'Work under an approved change.',
    shortCode: 'CR',
    requiresSrIdentifier: true,
  });
  await createSubOption(supportType.id, {
    name: PLAIN_SUB_OPTION,
    description: 'Advice without a change.',
    shortCode: 'GQ',
    requiresSrIdentifier: false,
  });
  srIdentifier = await createSrIdentifier(`Apply the kernel patch on PRD (${tag})`);
  consultant = await createBookableConsultant('wizard', supportType);
});

async function expectNoSeriousViolations(page: Page, where: string) {
  const violations: AxeFinding[] = await seriousA11yViolations(page);
  expect(violations, `axe on ${where}`).toEqual([]);
}

const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]');
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });
const srCheck = (page: Page) => page.getByTestId('sr-check');

/** A new customer on /support, with the type, the category and the sub-option picked. */
async function openWizardAtSubOption(label: string, subOption: string) {
  const customer = await createAccount('Customer', label);
  const page = await browser.newPage();
  const problems = watchProblems(page);
  await restoreSession(page, customer.email, customer.password);
  await page.goto('/support');
  await page.getByRole('radio', { name: supportType.name, exact: true }).click();
  await page.getByRole('radio', { name: CATEGORY, exact: true }).click();
  await page.getByRole('radio', { name: subOption, exact: true }).click();
  return { page, problems };
}

describe('support request wizard (/support)', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    it(`books two slots with an SR identifier and lands on the new ticket (${theme} theme, axe on every step)`, async () => {
      const customer: Account = await createAccount('Customer', `wizard.${theme}`);
      const context = await browser.newContext();
      await presetTheme(context, theme);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await restoreSession(page, customer.email, customer.password);
      await page.goto('/support');
      await page.getByRole('heading', { level: 1, name: 'New Support Request' }).waitFor();
      expect(await isDark(page)).toBe(theme === 'dark');

      // Step 1: picking a type moves on by itself.
      await stepHeading(page, 'Support Type').waitFor();
      expect(await currentStep(page).textContent()).toContain('Support Type');
      await page.getByRole('radio', { name: supportType.name, exact: true }).waitFor();
      await expectNoSeriousViolations(page, `step 1 (${theme})`);
      await page.getByRole('radio', { name: supportType.name, exact: true }).click();
      await stepHeading(page, 'Category').waitFor();
      expect(await currentStep(page).textContent()).toContain('Category');

      // Step 2: a sub-option without an SR identifier moves on by itself; one that needs it does not.
      expect(await nextButton(page).isDisabled()).toBe(true);
      await page.getByRole('radio', { name: CATEGORY, exact: true }).click();
      await page.getByRole('radio', { name: PLAIN_SUB_OPTION, exact: true }).click();
      await stepHeading(page, 'Details').waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      await stepHeading(page, 'Category').waitFor();
      expect(await page.getByRole('radio', { name: PLAIN_SUB_OPTION, exact: true }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: SR_SUB_OPTION, exact: true }).click();
      const srField = page.getByRole('combobox', { name: 'SR Identifier' });
      await srField.waitFor();
      await page.getByText('SR Identifier is required', { exact: true }).waitFor();
      await page.waitForTimeout(600);
      await stepHeading(page, 'Category').waitFor();
      expect(await nextButton(page).isDisabled()).toBe(true);

      // The check speaks as the person types: an unknown identifier, then a suggestion picked.
      await srField.fill('SR0000000X');
      await expect.poll(() => srCheck(page).textContent()).toBe('SR Identifier not found');
      expect(await nextButton(page).isDisabled()).toBe(true);
      await srField.fill(srIdentifier.identifier.slice(0, 6));
      const suggestion = page
        .getByRole('listbox', { name: 'SR identifier suggestions' })
        .getByRole('option', { name: new RegExp(`^${srIdentifier.identifier}`) });
      await suggestion.waitFor();
      await expectNoSeriousViolations(page, `step 2 with suggestions (${theme})`);
      await suggestion.click();
      expect(await srField.inputValue()).toBe(srIdentifier.identifier);
      await expect.poll(() => srCheck(page).textContent()).toBe(`Valid SR Identifier${srIdentifier.task}`);
      await expectNoSeriousViolations(page, `step 2 (${theme})`);
      await nextButton(page).click();

      // Step 3: priority and description.
      await stepHeading(page, 'Details').waitFor();
      expect(await nextButton(page).isDisabled()).toBe(true);
      await page.getByRole('radio', { name: 'High', exact: true }).click();
      await page.getByLabel('Description').fill('The kernel patch stops at the DDIC step on PRD.');
      // A title of 300 characters: the form says so in the API's words, and Next waits.
      const title = page.getByLabel('Title', { exact: true });
      await title.fill('x'.repeat(300));
      await page.getByRole('alert').filter({ hasText: 'Title must be at most 120 characters' }).waitFor();
      expect(await nextButton(page).isDisabled()).toBe(true);
      await title.fill('Kernel patch stops at the DDIC step');
      await expectNoSeriousViolations(page, `step 3 (${theme})`);
      await nextButton(page).click();

      // Step 4: the consultant (status, rate) and two of their free slots.
      await stepHeading(page, 'Consultant').waitFor();
      const consultantRadio = page.getByRole('radio', { name: consultant.name, exact: true });
      await consultantRadio.waitFor();
      const card = page.locator('label').filter({ has: consultantRadio });
      expect(await card.getByTestId('consultant-rate').textContent()).toBe('₹1,500.00 / hour');
      expect(await card.textContent()).toContain('Active');
      expect(await card.getByTestId('consultant-status-dot').getAttribute('class')).toContain('bg-green');
      await consultantRadio.click();
      await chooseSlots(page, [0]);
      expect(await nextButton(page).isDisabled()).toBe(false);
      await chooseSlots(page, [1]);
      await expect
        .poll(() => page.getByTestId('slot-estimate').textContent())
        .toBe('2 slots selected · 1 hour · Estimated total ₹1,500.00');
      await expectNoSeriousViolations(page, `step 4 (${theme})`);
      await nextButton(page).click();

      // Step 5: everything chosen, the total and the note.
      await stepHeading(page, 'Review').waitFor();
      expect(await page.getByTestId('review-total').textContent()).toBe('₹1,500.00');
      const review = page.getByRole('region', { name: 'Review' });
      for (const text of [
        supportType.name,
        CATEGORY,
        SR_SUB_OPTION,
        srIdentifier.identifier,
        'High',
        'Kernel patch stops at the DDIC step',
        consultant.name,
        '1 hour',
        'The consultant may adjust the final amount based on the actual work.',
      ]) {
        expect(await review.textContent()).toContain(text);
      }
      await expectNoSeriousViolations(page, `step 5 (${theme})`);

      const toast = await expectNewToast(page, 'Support request created successfully', () =>
        page.getByRole('button', { name: 'Submit Request' }).click(),
      );
      // The new ticket opens at once, its dialog named by its number.
      await waitForPath(page, '/tickets');
      const orderNumber = (await toast.locator('[data-description]').textContent())?.replace(
        'Order number: ',
        '',
      );

      const { token } = await apiLogin(customer.email, customer.password);
      const answer = await apiCall<{
        items: Array<{
          orderNumber: string;
          title: string;
          priority: string;
          srIdentifier: string | null;
          supportSubOptionName: string | null;
          slots: unknown[];
        }>;
      }>('GET', '/SupportRequests/recent/user', { token });
      expect(answer.status).toBe(200);
      expect(answer.body.items).toHaveLength(1);
      const [ticket] = answer.body.items;
      expect(ticket?.orderNumber).toHaveLength(16);
      expect(ticket?.orderNumber).toBe(orderNumber);
      expect(ticket).toMatchObject({
        title: 'Kernel patch stops at the DDIC step',
        priority: 'High',
        srIdentifier: srIdentifier.identifier,
        supportSubOptionName: SR_SUB_OPTION,
      });
      expect(ticket?.slots).toHaveLength(2);

      await page
        .getByRole('dialog')
        .getByText(orderNumber ?? '', { exact: true })
        .first()
        .waitFor();
      await page
        .getByRole('dialog')
        .getByTestId('ticket-title')
        .getByText('Kernel patch stops at the DDIC step')
        .waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // The new ticket is on the dashboard's Recent Activity and its agenda, and in My Tickets, by its number.
      const main = page.locator('main');
      await page.goto('/dashboard');
      await main
        .getByTestId('recent-ticket')
        .filter({ hasText: `${orderNumber}Kernel patch stops at the DDIC step` })
        .waitFor();
      await main.getByRole('link', { name: `Open ticket ${orderNumber}` }).waitFor();
      await page.goto('/tickets');
      await page.getByRole('heading', { level: 1, name: 'My Tickets' }).waitFor();
      await main.getByRole('heading', { level: 2, name: orderNumber ?? '', exact: true }).waitFor();
      // The title beside the number, on the card and in Recent Activity.
      const ticketCard = main
        .getByTestId('ticket-card')
        .filter({ has: page.getByRole('heading', { name: orderNumber ?? '', exact: true }) });
      expect(await ticketCard.getByTestId('ticket-title').textContent()).toBe(
        'Kernel patch stops at the DDIC step',
      );
      expect(problems).toEqual([]);
    });
  }

  it('clears the SR identifier, consultant and slots when the sub-option changes', async () => {
    const { page, problems } = await openWizardAtSubOption('wizard.clearing', SR_SUB_OPTION);
    await page.getByRole('combobox', { name: 'SR Identifier' }).fill(srIdentifier.identifier);
    await expect.poll(() => srCheck(page).textContent()).toContain('Valid SR Identifier');
    await nextButton(page).click();
    await page.getByLabel('Title', { exact: true }).fill('A title for the request');
    await page.getByLabel('Description').fill('Transport routes need a second look.');
    await nextButton(page).click();
    await page.getByRole('radio', { name: consultant.name, exact: true }).click();
    await chooseSlots(page, [0]);
    expect(await nextButton(page).isDisabled()).toBe(false);

    // Back through the step indicator to step 2, and another sub-option.
    await page
      .getByRole('navigation', { name: 'Progress' })
      .getByRole('button', { name: /Category/ })
      .click();
    await stepHeading(page, 'Category').waitFor();
    await page.getByRole('radio', { name: PLAIN_SUB_OPTION, exact: true }).click();
    await stepHeading(page, 'Details').waitFor();
    // The description is not part of the clearing rules and stays.
    expect(await page.getByLabel('Description').inputValue()).toBe('Transport routes need a second look.');
    await nextButton(page).click();
    await stepHeading(page, 'Consultant').waitFor();
    await page.getByRole('radio', { name: consultant.name, exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: consultant.name, exact: true }).isChecked()).toBe(false);
    expect(await nextButton(page).isDisabled()).toBe(true);

    // Going back to SR: the identifier typed before is gone.
    await page
      .getByRole('navigation', { name: 'Progress' })
      .getByRole('button', { name: /Category/ })
      .click();
    await page.getByRole('radio', { name: SR_SUB_OPTION, exact: true }).click();
    expect(await page.getByRole('combobox', { name: 'SR Identifier' }).inputValue()).toBe('');
    expect(problems).toEqual([]);
  });

  it('stops at 16 slots: the rest wait, with "A request can book at most 16 slots"', async () => {
    // 10 hours of free time: 20 slots, more than one request may book.
    const busy = await createBookableConsultant('wizard.busy', supportType, { blockHours: [8, 2] });
    const { page, problems } = await openWizardAtSubOption('wizard.cap', PLAIN_SUB_OPTION);
    await page.getByLabel('Title', { exact: true }).fill('A title for the request');
    await page.getByLabel('Description').fill('A long weekend of upgrade work.');
    await nextButton(page).click();
    await page.getByRole('radio', { name: busy.name, exact: true }).click();

    const slots = await freeSlotsInTimeOrder(page);
    expect(slots).toHaveLength(20);
    const cap = page.getByRole('status').filter({ hasText: 'A request can book at most 16 slots' });
    await chooseSlots(
      page,
      Array.from({ length: 15 }, (_, index) => index),
    );
    expect(await cap.count()).toBe(0);
    const pressed = (index: number) => slots[index]?.getAttribute('aria-pressed');
    const waiting = (index: number) => slots[index]?.getAttribute('aria-disabled');
    expect(await waiting(19)).toBeNull();
    await chooseSlots(page, [15]);
    await cap.waitFor();
    // The picked ones stay changeable; the others wait until one is given back.
    expect(await waiting(15)).toBeNull();
    for (const index of [16, 17, 18, 19]) {
      expect(await waiting(index)).toBe('true');
      await slots[index]?.click({ force: true });
      expect(await pressed(index)).toBe('false');
    }
    const estimate = page.getByTestId('slot-estimate');
    expect(await estimate.textContent()).toContain(
      '16 slots selected · 8 hours · Estimated total ₹12,000.00',
    );
    await slots[3]?.click();
    await cap.waitFor({ state: 'detached' });
    await chooseSlots(page, [19]);
    expect(await pressed(19)).toBe('true');
    expect(await estimate.textContent()).toContain('16 slots selected');
    expect(problems).toEqual([]);
  });

  it('lets arrow keys browse the types without leaving step 1; Space on the checked type moves on', async () => {
    const customer = await createAccount('Customer', 'wizard.keyboard');
    const page = await browser.newPage();
    await restoreSession(page, customer.email, customer.password);
    await page.goto('/support');
    const types = page.getByRole('radio');
    await types.first().waitFor();
    expect(await types.count()).toBeGreaterThan(1);
    await types.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await types.nth(1).isChecked()).toBe(true);
    await page.waitForTimeout(600);
    await stepHeading(page, 'Support Type').waitFor();
    // Space on the checked radio confirms it.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await stepHeading(page, 'Category').waitFor();
    // The focus follows to the new step's heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Category');
  });

  it('sends a consultant home with "Consultants cannot create support requests"', async () => {
    const page = await browser.newPage();
    await restoreSession(page, DEMO.consultant);
    await page.goto('/support');
    await waitForPath(page, '/dashboard');
    await waitForToast(page, 'Consultants cannot create support requests');
    // Replaced, not pushed: Back skips the refused page.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/favicon.svg');
  });

  it('sends an admin home with "Only customers can create support requests"', async () => {
    const page = await browser.newPage();
    await restoreSession(page, DEMO.admin);
    await page.goto('/support');
    await waitForPath(page, '/admin');
    await waitForToast(page, 'Only customers can create support requests');
  });
});
