/** The domain restrictions' query keys: a create, edit or delete refreshes everything under `all`. */
export const domainRestrictionKeys = {
  all: ['domain-restrictions'] as const,
  list: () => [...domainRestrictionKeys.all, 'list'] as const,
};
