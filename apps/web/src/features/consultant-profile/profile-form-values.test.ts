import {
  PROFILE_MAX_LANGUAGES,
  PROFILE_MESSAGES,
} from '@basisdesk/shared/consultants/consultant-profile.schema';
import { describe, expect, it } from 'vitest';
import { profileFormSchema, toProfileFormValues } from './profile-form-values';

const typed = (values: Partial<Record<keyof ReturnType<typeof toProfileFormValues>, string>>) => ({
  ...toProfileFormValues(undefined),
  ...values,
});
const firstMessage = (result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])[0];

describe('the profile form', () => {
  it('sends lists typed one per line, blank lines and repeats left out, and a blank number as none', () => {
    const body = profileFormSchema.parse(
      typed({
        headline: '  HANA operations ',
        yearsOfExperience: '12',
        certifications: 'SAP HANA 2.0\r\n\r\nsap hana 2.0\nSAP BTP Administrator\n',
        languages: 'English\n  \nTamil',
      }),
    );
    expect(body).toEqual({
      headline: 'HANA operations',
      bio: null,
      yearsOfExperience: 12,
      certifications: ['SAP HANA 2.0', 'SAP BTP Administrator'],
      languages: ['English', 'Tamil'],
    });
    expect(profileFormSchema.parse(typed({})).yearsOfExperience).toBeNull();
  });

  it("says what is wrong under the field, in the API's words", () => {
    expect(firstMessage(profileFormSchema.safeParse(typed({ yearsOfExperience: '51' })))).toEqual([
      'yearsOfExperience',
      PROFILE_MESSAGES.yearsInvalid,
    ]);
    expect(firstMessage(profileFormSchema.safeParse(typed({ yearsOfExperience: 'ten' })))).toEqual([
      'yearsOfExperience',
      PROFILE_MESSAGES.yearsInvalid,
    ]);
    const tooMany = Array.from({ length: PROFILE_MAX_LANGUAGES + 1 }, (_, index) => `Language ${index}`);
    expect(firstMessage(profileFormSchema.safeParse(typed({ languages: tooMany.join('\n') })))).toEqual([
      'languages',
      PROFILE_MESSAGES.tooManyLanguages,
    ]);
    expect(
      firstMessage(
        profileFormSchema.safeParse(typed({ certifications: `SAP HANA 2.0\n${'c'.repeat(101)}` })),
      ),
    ).toEqual(['certifications', PROFILE_MESSAGES.certificationTooLong]);
  });

  it('shows a stored profile as typed, and an empty one as blanks', () => {
    expect(
      toProfileFormValues({
        headline: 'HANA operations',
        bio: null,
        yearsOfExperience: 0,
        certifications: ['SAP HANA 2.0', 'SAP BTP Administrator'],
        languages: [],
        updatedAt: '2026-12-01T00:00:00.000Z',
      }),
    ).toEqual({
      headline: 'HANA operations',
      bio: '',
      yearsOfExperience: '0',
      certifications: 'SAP HANA 2.0\nSAP BTP Administrator',
      languages: '',
    });
    expect(toProfileFormValues(undefined)).toEqual({
      headline: '',
      bio: '',
      yearsOfExperience: '',
      certifications: '',
      languages: '',
    });
  });
});
