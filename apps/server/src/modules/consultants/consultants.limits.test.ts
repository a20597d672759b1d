import {
  consultantProfileSchema,
  HOURLY_RATE_MESSAGES,
  HOURLY_RATE_STEP,
  MAX_HOURLY_RATE,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_CERTIFICATION_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_LANGUAGE_MAX_LENGTH,
  PROFILE_MAX_CERTIFICATIONS,
  PROFILE_MAX_LANGUAGES,
  PROFILE_MESSAGES,
  PROFILE_YEARS_MAX,
  PROFILE_YEARS_MIN,
  userSchema,
} from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { useRouteSuite } from '../../../test/route-suite';

// The rate is the consultants' rule (shared/consultants); PUT users/{id}/hourly-rate serves it.
const suite = useRouteSuite();

const setRate = (hourlyRate: unknown) =>
  suite.send('PUT', `/api/users/${suite.consultant.id}/hourly-rate`, suite.consultant, { hourlyRate });

async function expectAccepted(hourlyRate: number) {
  const user = expectBody(await setRate(hourlyRate), 200, userSchema);
  expect(user.hourlyRate).toBe(hourlyRate);
}

const expectRefused = async (hourlyRate: unknown) =>
  expectError(await setRate(hourlyRate), 400, HOURLY_RATE_MESSAGES.invalid, { path: 'hourlyRate' });

describe('limits the screens enforce, over the API', () => {
  it(`hourly rate: above 0, "${HOURLY_RATE_MESSAGES.invalid}" (spec §5); the lowest is ₹${HOURLY_RATE_STEP}`, async () => {
    await expectRefused(0);
    await expectAccepted(HOURLY_RATE_STEP);
  });

  it(`hourly rate: at most two decimals (input step ${HOURLY_RATE_STEP})`, async () => {
    await expectRefused(1500.005);
    await expectAccepted(1500.05);
  });

  it(`hourly rate: at most ₹${MAX_HOURLY_RATE}`, async () => {
    await expectRefused(MAX_HOURLY_RATE + HOURLY_RATE_STEP);
    await expectAccepted(MAX_HOURLY_RATE);
  });
});

// The public profile (decision 050): PUT Users/consultants/me/profile, the form's limits.
describe('limits the screens enforce, over the API: the consultant profile', () => {
  const saveProfile = (body: Record<string, unknown>) =>
    suite.send('PUT', '/api/Users/consultants/me/profile', suite.consultant, body);
  const names = (count: number, length: number) =>
    Array.from({ length: count }, (_, index) => `${index}`.padEnd(length, 'x'));

  it(`headline at most ${PROFILE_HEADLINE_MAX_LENGTH} characters: "${PROFILE_MESSAGES.headlineTooLong}"`, async () => {
    const headline = 'h'.repeat(PROFILE_HEADLINE_MAX_LENGTH);
    expectError(await saveProfile({ headline: `${headline}h` }), 400, PROFILE_MESSAGES.headlineTooLong, {
      path: 'headline',
    });
    expect(expectBody(await saveProfile({ headline }), 200, consultantProfileSchema).headline).toBe(headline);
  });

  it(`bio at most ${PROFILE_BIO_MAX_LENGTH} characters: "${PROFILE_MESSAGES.bioTooLong}"`, async () => {
    const bio = 'b'.repeat(PROFILE_BIO_MAX_LENGTH);
    expectError(await saveProfile({ bio: `${bio}b` }), 400, PROFILE_MESSAGES.bioTooLong, { path: 'bio' });
    expect(expectBody(await saveProfile({ bio }), 200, consultantProfileSchema).bio).toBe(bio);
  });

  it(`years of experience a whole number from ${PROFILE_YEARS_MIN} to ${PROFILE_YEARS_MAX}: "${PROFILE_MESSAGES.yearsInvalid}"`, async () => {
    for (const years of [PROFILE_YEARS_MIN - 1, PROFILE_YEARS_MAX + 1, 2.5]) {
      expectError(await saveProfile({ yearsOfExperience: years }), 400, PROFILE_MESSAGES.yearsInvalid, {
        path: 'yearsOfExperience',
      });
    }
    for (const years of [PROFILE_YEARS_MIN, PROFILE_YEARS_MAX]) {
      const saved = expectBody(await saveProfile({ yearsOfExperience: years }), 200, consultantProfileSchema);
      expect(saved.yearsOfExperience).toBe(years);
    }
  });

  it(`at most ${PROFILE_MAX_CERTIFICATIONS} certifications of at most ${PROFILE_CERTIFICATION_MAX_LENGTH} characters each`, async () => {
    const longest = names(PROFILE_MAX_CERTIFICATIONS, PROFILE_CERTIFICATION_MAX_LENGTH);
    expectError(
      await saveProfile({ certifications: [...longest, 'one more'] }),
      400,
      PROFILE_MESSAGES.tooManyCertifications,
      { path: 'certifications' },
    );
    expectError(
      await saveProfile({ certifications: ['SAP HANA 2.0', `${longest[0]}x`] }),
      400,
      PROFILE_MESSAGES.certificationTooLong,
      { path: 'certifications.1' },
    );
    const saved = expectBody(await saveProfile({ certifications: longest }), 200, consultantProfileSchema);
    expect(saved.certifications).toEqual(longest);
  });

  it(`at most ${PROFILE_MAX_LANGUAGES} languages of at most ${PROFILE_LANGUAGE_MAX_LENGTH} characters each`, async () => {
    const longest = names(PROFILE_MAX_LANGUAGES, PROFILE_LANGUAGE_MAX_LENGTH);
    expectError(
      await saveProfile({ languages: [...longest, 'Tamil'] }),
      400,
      PROFILE_MESSAGES.tooManyLanguages,
      {
        path: 'languages',
      },
    );
    expectError(await saveProfile({ languages: [`${longest[0]}x`] }), 400, PROFILE_MESSAGES.languageTooLong, {
      path: 'languages.0',
    });
    const saved = expectBody(await saveProfile({ languages: longest }), 200, consultantProfileSchema);
    expect(saved.languages).toEqual(longest);
  });
});
