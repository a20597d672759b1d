/** The wizard's check of an identifier (spec §5 "SR identifier check"). */
export const SR_CHECK_STATUSES = ['Required', 'Valid', 'Inactive', 'NotFound'] as const;

export type SrCheckStatus = (typeof SR_CHECK_STATUSES)[number];
