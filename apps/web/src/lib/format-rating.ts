/** Spec §3: averages are shown to one decimal. */
export const formatRating = (rating: number) => rating.toFixed(1);
