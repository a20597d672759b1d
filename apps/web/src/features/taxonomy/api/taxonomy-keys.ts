/** The taxonomy's query keys: every screen reading it shares `all`, so an admin's edit refreshes them all. */
export const taxonomyKeys = {
  all: ['taxonomy'] as const,
  types: () => [...taxonomyKeys.all, 'types'] as const,
  categories: (typeId?: string) => [...taxonomyKeys.all, 'categories', typeId ?? 'all'] as const,
  subOptions: (typeId?: string) => [...taxonomyKeys.all, 'sub-options', typeId ?? 'all'] as const,
};
