import type { ConsultantSkill } from '@basisdesk/shared/consultants/consultants.schema';
import { describe, expect, it } from 'vitest';
import {
  CARD_SKILL_COUNT,
  nextFreeText,
  ratingLabel,
  ratingText,
  skillNames,
  yearsText,
} from './consultant-card';

const skill = (supportTypeName: string, supportCategoryName: string | null = null): ConsultantSkill => ({
  id: crypto.randomUUID(),
  consultantId: crypto.randomUUID(),
  supportTypeId: crypto.randomUUID(),
  supportTypeName,
  supportCategoryId: supportCategoryName ? crypto.randomUUID() : null,
  supportCategoryName,
  supportSubOptionId: null,
  supportSubOptionName: null,
  createdAt: '2026-12-01T00:00:00.000Z',
});

describe("the wizard's consultant card", () => {
  it("reads a rating as '4.8 (12)' to one decimal, and says so when there is none", () => {
    expect(ratingText({ averageRating: 4.75, totalRatings: 12 })).toBe('4.8 (12)');
    expect(ratingText({ averageRating: 4, totalRatings: 1 })).toBe('4.0 (1)');
    expect(ratingText({ averageRating: 0, totalRatings: 0 })).toBe('No ratings yet');
    expect(ratingLabel({ averageRating: 4.75, totalRatings: 12 })).toBe('Rated 4.8 out of 5 from 12 ratings');
    expect(ratingLabel({ averageRating: 5, totalRatings: 1 })).toBe('Rated 5.0 out of 5 from 1 rating');
  });

  it("writes the next free slot in the customer's zone, with the zone named", () => {
    const start = '2026-12-08T04:30:00.000Z';
    expect(nextFreeText(start, 'Asia/Kolkata')).toMatch(/^Next free: .*Dec 8, 2026.*10:00.*IST$/);
    expect(nextFreeText(start, 'Europe/Berlin')).toMatch(/^Next free: .*Dec 8, 2026.*5:30.*CET$/);
    expect(nextFreeText(null, 'Asia/Kolkata')).toBe('No free slot in the next 7 days');
  });

  it('counts years in words, a newcomer included, and nothing when not given', () => {
    expect(yearsText(14)).toBe('14 years of SAP BASIS');
    expect(yearsText(1)).toBe('1 year of SAP BASIS');
    expect(yearsText(0)).toBe('New to SAP BASIS');
    expect(yearsText(null)).toBeNull();
  });

  it('names each skill once, a general one by its type, and counts those beyond the first few', () => {
    const skills = [
      skill('Database'),
      skill('Database', 'HANA'),
      skill('Database', 'HANA'),
      skill('Security', 'SSO'),
      skill('Cloud'),
      skill('Migration', 'S/4HANA Conversion'),
      skill('Performance'),
    ];
    const names = skillNames(skills);
    expect(names.shown).toEqual(['Database', 'Database → HANA', 'Security → SSO', 'Cloud']);
    expect(names.shown).toHaveLength(CARD_SKILL_COUNT);
    expect(names.more).toBe(2);
    expect(skillNames([])).toEqual({ shown: [], more: 0 });
  });
});
