/** Account statuses, free of zod so light pages can use them. */
export const USER_STATUSES = ['Active', 'Inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * What the admin user list filters by: the statuses, and the spec's 'Blocked', which the server
 * reads as Inactive (a deactivated account is the only kind of blocked one).
 */
export const USER_STATUS_FILTERS = [...USER_STATUSES, 'Blocked'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
