import {
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_CERTIFICATION_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_LANGUAGE_MAX_LENGTH,
  PROFILE_MAX_CERTIFICATIONS,
  PROFILE_MAX_LANGUAGES,
  PROFILE_YEARS_MAX,
  PROFILE_YEARS_MIN,
} from './consultant-profile.limits';

/** The public profile's words: the form's and the API's, free of zod for light pages. */
export const PROFILE_MESSAGES = {
  headlineTooLong: `Headline must be at most ${PROFILE_HEADLINE_MAX_LENGTH} characters`,
  bioTooLong: `Bio must be at most ${PROFILE_BIO_MAX_LENGTH.toLocaleString('en-US')} characters`,
  yearsInvalid: `Years of SAP BASIS experience must be a whole number from ${PROFILE_YEARS_MIN} to ${PROFILE_YEARS_MAX}`,
  tooManyCertifications: `List at most ${PROFILE_MAX_CERTIFICATIONS} certifications`,
  certificationTooLong: `Each certification must be at most ${PROFILE_CERTIFICATION_MAX_LENGTH} characters`,
  tooManyLanguages: `List at most ${PROFILE_MAX_LANGUAGES} languages`,
  languageTooLong: `Each language must be at most ${PROFILE_LANGUAGE_MAX_LENGTH} characters`,
  textInvalid: 'Headline and bio must be text',
  listInvalid: 'Certifications and languages must be lists of text',
  consultantsOnly: 'Only consultants have a public profile',
  saved: 'Profile saved',
  saveFailed: 'Failed to save profile',
  fetchFailed: 'Failed to fetch profile',
} as const;

/** The profile card's words on /consultant/skills. */
export const PROFILE_TEXTS = {
  title: 'Profile',
  description: 'What customers read on your card when they choose a consultant.',
  headline: 'Headline',
  headlinePlaceholder: 'e.g. SAP BASIS lead for S/4HANA upgrades and HANA operations',
  bio: 'Bio',
  bioPlaceholder: 'The systems you run, the problems you have solved, how you work.',
  years: 'Years of SAP BASIS experience',
  certifications: 'Certifications',
  certificationsHint: `One per line, at most ${PROFILE_MAX_CERTIFICATIONS}.`,
  certificationsPlaceholder: 'SAP Certified Technology Associate - SAP HANA 2.0',
  languages: 'Languages',
  languagesHint: `One per line, at most ${PROFILE_MAX_LANGUAGES}.`,
  languagesPlaceholder: 'English\nHindi',
  save: 'Save Profile',
} as const;
