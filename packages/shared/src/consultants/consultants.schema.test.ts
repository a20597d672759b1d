import { describe, expect, it } from 'vitest';
import {
  addConsultantSkillBodySchema,
  isGeneralSkill,
  isWholePaise,
  updateHourlyRateBodySchema,
} from '../index';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;
const rate = (hourlyRate: unknown) => updateHourlyRateBodySchema.safeParse({ hourlyRate });

describe('the hourly rate (spec §5 "Hourly rate": a number above 0, step 0.01)', () => {
  it('takes rupees above 0 with at most 2 decimals, also as the text a form sends', () => {
    expect(rate(0.01).data?.hourlyRate).toBe(0.01);
    expect(rate(1234.5).data?.hourlyRate).toBe(1234.5);
    expect(rate('2500.75').data?.hourlyRate).toBe(2500.75);
    expect(rate(1_000_000).data?.hourlyRate).toBe(1_000_000);
  });

  it("refuses 0, negatives, a third decimal, text, blanks and more than ₹10,00,000: 'Please enter a valid hourly rate'", () => {
    for (const hourlyRate of [0, -1, -0.01, 10.005, 'abc', '', '  ', null, true, undefined, 1_000_000.01]) {
      expect(messageOf(rate(hourlyRate)), String(hourlyRate)).toBe('Please enter a valid hourly rate');
    }
  });

  it('counts decimals in paise, whatever binary floating point does to them', () => {
    expect(isWholePaise(0.1 + 0.2)).toBe(true);
    expect(isWholePaise(999.99)).toBe(true);
    expect(isWholePaise(10.005)).toBe(false);
    expect(isWholePaise(1.001)).toBe(false);
  });

  it('nothing but the rate may be sent', () => {
    expect(messageOf(updateHourlyRateBodySchema.safeParse({ hourlyRate: 1500, currency: 'INR' }))).toBe(
      'Unknown field: currency',
    );
  });
});

describe('expertise (spec §4 "Expertise selection")', () => {
  const TYPE = '00000000-0000-4000-8000-000000000001';
  const CATEGORY = '00000000-0000-4000-8000-000000000002';

  it('a skill without a category is the general skill of its type', () => {
    const general = addConsultantSkillBodySchema.parse({ supportTypeId: TYPE });
    expect(general).toMatchObject({ supportCategoryId: null, supportSubOptionId: null });
    expect(isGeneralSkill(general)).toBe(true);
    expect(
      isGeneralSkill(
        addConsultantSkillBodySchema.parse({ supportTypeId: TYPE, supportCategoryId: CATEGORY }),
      ),
    ).toBe(false);
  });

  it('needs the support type', () => {
    expect(messageOf(addConsultantSkillBodySchema.safeParse({}))).toBe('supportTypeId is required');
    expect(messageOf(addConsultantSkillBodySchema.safeParse({ supportTypeId: 'x' }))).toBe(
      'supportTypeId must be a valid id',
    );
  });
});
