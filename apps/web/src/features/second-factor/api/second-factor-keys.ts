/** The second factor's query keys: every change to one's factor refreshes `status`. */
export const secondFactorKeys = {
  all: ['second-factor'] as const,
  status: () => [...secondFactorKeys.all, 'status'] as const,
};
