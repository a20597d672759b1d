/** Counts grouped the Indian way, as the rupee amounts are (10,000; 1,00,000). */
const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export const formatCount = (count: number) => counts.format(count);
