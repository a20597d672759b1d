/** The earnings feature's query keys: a consultant's earnings, stale once a ticket of theirs closes. */
export const earningKeys = {
  all: ['earnings'] as const,
  consultant: () => [...earningKeys.all, 'consultant'] as const,
};
