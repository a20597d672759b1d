import { describe, expect, it } from 'vitest';
import {
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_MAX_CERTIFICATIONS,
  PROFILE_MAX_LANGUAGES,
  PROFILE_MESSAGES,
  updateConsultantProfileBodySchema,
} from './consultant-profile.schema';

const errorsOf = (body: unknown) => {
  const parsed = updateConsultantProfileBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('updateConsultantProfileBodySchema (decision 050)', () => {
  it('reads a profile left out as empty: no text, no years, empty lists', () => {
    expect(updateConsultantProfileBodySchema.parse({})).toEqual({
      headline: null,
      bio: null,
      yearsOfExperience: null,
      certifications: [],
      languages: [],
    });
  });

  it('trims text, makes blank text none, and keeps each list entry once in the order given', () => {
    expect(
      updateConsultantProfileBodySchema.parse({
        headline: '  HANA upgrades  ',
        bio: '   ',
        yearsOfExperience: 12,
        certifications: [' SAP HANA 2.0 ', '', 'sap hana 2.0', 'S/4HANA'],
        languages: ['English', 'Hindi', 'english'],
      }),
    ).toEqual({
      headline: 'HANA upgrades',
      bio: null,
      yearsOfExperience: 12,
      certifications: ['SAP HANA 2.0', 'S/4HANA'],
      languages: ['English', 'Hindi'],
    });
  });

  it('refuses each limit in its own words, at one past it', () => {
    expect(errorsOf({ headline: 'h'.repeat(PROFILE_HEADLINE_MAX_LENGTH + 1) })).toEqual([
      PROFILE_MESSAGES.headlineTooLong,
    ]);
    expect(errorsOf({ bio: 'b'.repeat(PROFILE_BIO_MAX_LENGTH + 1) })).toEqual([PROFILE_MESSAGES.bioTooLong]);
    for (const years of [-1, 51, 2.5, '7']) {
      expect(errorsOf({ yearsOfExperience: years })).toEqual([PROFILE_MESSAGES.yearsInvalid]);
    }
    const many = (count: number) => Array.from({ length: count }, (_, i) => `Entry ${i}`);
    expect(errorsOf({ certifications: many(PROFILE_MAX_CERTIFICATIONS + 1) })).toEqual([
      PROFILE_MESSAGES.tooManyCertifications,
    ]);
    expect(errorsOf({ languages: many(PROFILE_MAX_LANGUAGES + 1) })).toEqual([
      PROFILE_MESSAGES.tooManyLanguages,
    ]);
    expect(errorsOf({ certifications: ['c'.repeat(101)] })).toEqual([PROFILE_MESSAGES.certificationTooLong]);
    expect(errorsOf({ languages: ['l'.repeat(51)] })).toEqual([PROFILE_MESSAGES.languageTooLong]);
    expect(errorsOf({ headline: 42 })).toEqual([PROFILE_MESSAGES.textInvalid]);
    expect(errorsOf({ languages: 'English' })).toEqual([PROFILE_MESSAGES.listInvalid]);
    expect(errorsOf({ rating: 5 })).toHaveLength(1);
  });

  it('takes ten entries with a stray blank line among them', () => {
    const ten = Array.from({ length: PROFILE_MAX_LANGUAGES }, (_, i) => `Language ${i}`);
    expect(updateConsultantProfileBodySchema.parse({ languages: [...ten, ' '] }).languages).toEqual(ten);
  });
});
