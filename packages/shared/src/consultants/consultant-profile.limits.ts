/**
 * A consultant's public profile (the wizard's consultant cards): the form's limits, the API's and
 * the database's CHECK constraints.
 */
export const PROFILE_HEADLINE_MAX_LENGTH = 120;
export const PROFILE_BIO_MAX_LENGTH = 1_500;
/** Whole years of SAP BASIS experience; 50 covers every career since R/3 with room to spare. */
export const PROFILE_YEARS_MIN = 0;
export const PROFILE_YEARS_MAX = 50;
export const PROFILE_MAX_CERTIFICATIONS = 10;
export const PROFILE_CERTIFICATION_MAX_LENGTH = 100;
export const PROFILE_MAX_LANGUAGES = 10;
/** Long enough for 'Portuguese (Brazilian), business fluent'; a language is a name, not a paragraph. */
export const PROFILE_LANGUAGE_MAX_LENGTH = 50;
