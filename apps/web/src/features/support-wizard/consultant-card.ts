import type { Consultant, ConsultantSkill } from '@basisdesk/shared/consultants/consultants.schema';
import { formatDateTime } from '@/lib/format-date';
import { formatRating } from '@/lib/format-rating';
import { WIZARD_TEXTS } from './wizard-texts';

/** How many skills a card names before '+N more': the card stays short on a phone. */
export const CARD_SKILL_COUNT = 4;

/** '4.8 (12)', or 'No ratings yet' for a consultant nobody has rated. */
export const ratingText = ({
  averageRating,
  totalRatings,
}: Pick<Consultant, 'averageRating' | 'totalRatings'>) =>
  totalRatings > 0 ? `${formatRating(averageRating)} (${totalRatings})` : WIZARD_TEXTS.noRatings;

/** What a screen reader says for the rating: the count's unit is not left to a bracket. */
export const ratingLabel = ({
  averageRating,
  totalRatings,
}: Pick<Consultant, 'averageRating' | 'totalRatings'>) =>
  totalRatings > 0
    ? `Rated ${formatRating(averageRating)} out of 5 from ${totalRatings} rating${totalRatings === 1 ? '' : 's'}`
    : WIZARD_TEXTS.noRatings;

/** 'Next free: Dec 8, 2026, 10:00 AM IST' in the viewer's zone, or that the week has none. */
export const nextFreeText = (nextFreeSlotStart: string | null, timeZone?: string) =>
  nextFreeSlotStart === null
    ? WIZARD_TEXTS.noFreeSlotThisWeek
    : `${WIZARD_TEXTS.nextFree} ${formatDateTime(nextFreeSlotStart, timeZone)}`;

/** '14 years of SAP BASIS', '1 year of SAP BASIS', 'New to SAP BASIS' (0); null when not given. */
export function yearsText(years: number | null): string | null {
  if (years === null) return null;
  if (years === 0) return WIZARD_TEXTS.newToBasis;
  return `${years} year${years === 1 ? '' : 's'} of SAP BASIS`;
}

/**
 * The skills as a customer reads them: each type once, a category after it ('Database → HANA'),
 * a general skill as its type alone; the first few, and how many more there are.
 */
export function skillNames(skills: readonly ConsultantSkill[]): { shown: string[]; more: number } {
  const names = [
    ...new Set(
      skills.map((skill) =>
        skill.supportCategoryName
          ? `${skill.supportTypeName} → ${skill.supportCategoryName}`
          : skill.supportTypeName,
      ),
    ),
  ];
  return { shown: names.slice(0, CARD_SKILL_COUNT), more: Math.max(0, names.length - CARD_SKILL_COUNT) };
}
