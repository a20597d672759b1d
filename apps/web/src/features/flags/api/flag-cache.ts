/** The spec's flag cache: fresh for 5 minutes, kept for 10. */
export const FLAG_CACHE = { staleTime: 5 * 60_000, gcTime: 10 * 60_000 } as const;

/** Every flag query starts with this key, so 'Refresh Settings' can reload them all at once. */
export const FLAGS_QUERY_KEY = ['flags'] as const;
