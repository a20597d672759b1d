/** The request wizard's query keys: what a customer reads while composing a request. */
export const wizardKeys = {
  all: ['support-wizard'] as const,
  consultants: (supportTypeId: string, supportCategoryId: string) =>
    [...wizardKeys.all, 'consultants', supportTypeId, supportCategoryId] as const,
  srSuggestions: (search: string) => [...wizardKeys.all, 'sr-suggestions', search] as const,
  srLookup: (identifier: string) => [...wizardKeys.all, 'sr-lookup', identifier] as const,
};
