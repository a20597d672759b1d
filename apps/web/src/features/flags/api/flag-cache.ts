/** The spec's flag cache: fresh for 5 minutes, kept for 10. */
export const FLAG_CACHE = { staleTime: 5 * 60_000, gcTime: 10 * 60_000 } as const;
