/** The sign-in sessions' query keys: ending one, or all the others, refreshes everything under `all`. */
export const accountSessionKeys = {
  all: ['account-sessions'] as const,
  list: () => [...accountSessionKeys.all, 'list'] as const,
};
