import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, watchProblems } from './browser';
import { stepHeading } from './support/booking';
import { restoreSession } from './support/session';
import { type CreatedSupportType, createSupportType, expectNewToast, uniqueCode } from './support/supply';
import { type BookableConsultant, createAccount, createBookableConsultant } from './support/tickets';

// A consultant writes their public profile on /consultant/skills; a customer choosing a
// consultant in the wizard reads it on the card, on a phone (decision 050).
const browser = useBrowser();

let supportType: CreatedSupportType;
let consultant: BookableConsultant;
const CATEGORY = 'System Copy';
const PROFILE = {
  headline: 'Homogeneous system copies and refreshes without surprises',
  bio: 'Twelve years of SAP BASIS: system copies, client copies and post-copy automation.',
  years: '12',
  certifications: [
    'SAP Certified Technology Associate - SAP HANA 2.0',
    'SAP Certified Administrator - SAP BTP',
  ],
  languages: ['English', 'Hindi'],
};

beforeAll(async () => {
  const tag = uniqueCode('P');
  supportType = await createSupportType({
    name: `Profile Basis ${tag}`,
    description: `System copies chosen by profile (${tag}).`,
    categories: [{ name: CATEGORY, description: 'Refreshes of QAS from PRD.' }],
  });
  consultant = await createBookableConsultant('profile', supportType);
});

const profileCard = (page: Page) => page.getByRole('region', { name: 'Profile', exact: true });

describe('consultant profile', () => {
  it('a consultant writes a profile, the rules speak under the fields, and it is there after a reload', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    await restoreSession(page, consultant.email, consultant.password);
    await page.goto('/consultant/skills');
    const card = profileCard(page);
    await card.getByLabel('Headline').waitFor();

    await card.getByLabel('Headline').fill(PROFILE.headline);
    await card.getByLabel('Bio').fill(PROFILE.bio);
    await card.getByLabel('Years of SAP BASIS experience').fill('51');
    await card.getByLabel('Certifications').fill(PROFILE.certifications.join('\n'));
    await card.getByLabel('Languages').fill(`${PROFILE.languages.join('\n')}\n`);
    await card.getByRole('button', { name: 'Save Profile' }).click();
    await card
      .getByText('Years of SAP BASIS experience must be a whole number from 0 to 50', { exact: true })
      .waitFor();

    await card.getByLabel('Years of SAP BASIS experience').fill(PROFILE.years);
    await expectNewToast(page, 'Profile saved', () =>
      card.getByRole('button', { name: 'Save Profile' }).click(),
    );

    await page.reload();
    await card.getByLabel('Headline').waitFor();
    await expect.poll(() => card.getByLabel('Headline').inputValue()).toBe(PROFILE.headline);
    expect(await card.getByLabel('Years of SAP BASIS experience').inputValue()).toBe(PROFILE.years);
    // The blank line after the languages was dropped when saved.
    expect(await card.getByLabel('Languages').inputValue()).toBe(PROFILE.languages.join('\n'));
    expect(problems).toEqual([]);
  });

  it("a customer on a phone reads it on the consultant's card in the wizard, with the rating and the next free slot", async () => {
    const customer = await createAccount('Customer', 'profile.reader');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = watchProblems(page);
    await restoreSession(page, customer.email, customer.password);
    await page.goto('/support');
    await page.getByRole('radio', { name: supportType.name, exact: true }).click();
    await stepHeading(page, 'Category').waitFor();
    await page.getByRole('radio', { name: CATEGORY, exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 'Details').waitFor();
    await page.getByRole('radio', { name: 'Medium', exact: true }).click();
    await page.getByLabel('Title', { exact: true }).fill('Refresh QAS from PRD');
    await page.getByLabel('Description').fill('QAS needs a refresh from PRD before the upgrade test.');
    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 'Consultant').waitFor();

    const radio = page.getByRole('radio', { name: consultant.name, exact: true });
    await radio.waitFor();
    const card = page.locator('label').filter({ has: radio });
    expect(await card.getByTestId('consultant-headline').textContent()).toBe(PROFILE.headline);
    expect(await card.getByTestId('consultant-years').textContent()).toBe('12 years of SAP BASIS');
    expect(await card.getByTestId('consultant-languages').textContent()).toContain('English, Hindi');
    for (const certification of PROFILE.certifications) {
      expect(await card.getByTestId('consultant-certifications').textContent()).toContain(certification);
    }
    expect(await card.getByTestId('consultant-skills').textContent()).toContain(supportType.name);
    expect(await card.getByTestId('consultant-rating').textContent()).toContain('No ratings yet');
    // Tomorrow's first slot, in the customer's zone with its label.
    expect(await card.getByTestId('consultant-next-free').textContent()).toMatch(
      /^Next free: .+\d{1,2}:\d{2}\s?[AP]M .+$/,
    );

    // Readable on the phone: nothing of the card runs past the screen's right edge.
    const overflow = await card.evaluate((element) => {
      const right = document.documentElement.clientWidth;
      return [element, ...Array.from(element.querySelectorAll('*'))]
        .filter((node) => node.getBoundingClientRect().right > right + 1)
        .map((node) => node.textContent?.slice(0, 40));
    });
    expect(overflow).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });
});
