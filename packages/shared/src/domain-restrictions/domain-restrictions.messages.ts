import { DOMAIN_RESTRICTION_REASON_MAX_LENGTH } from './domain-restrictions.limits';

/** Domain-restriction words (spec §5 "Domain restriction"), free of zod so light pages can use them. */
export const DOMAIN_RESTRICTION_MESSAGES = {
  domainRequired: 'Domain is required',
  domainInvalid: 'Enter a domain such as example.com',
  domainExists: 'A restriction for this domain already exists',
  reasonTooLong: `Reason must be at most ${DOMAIN_RESTRICTION_REASON_MAX_LENGTH} characters long`,
} as const;
