/** Domain-restriction limits, free of zod: the dialog and the server check the same numbers. */

/** The reason an admin gives for blocking a domain: a note for other admins, not a document. */
export const DOMAIN_RESTRICTION_REASON_MAX_LENGTH = 500;
