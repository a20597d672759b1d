/** Spec §9: INR with the rupee sign and 2 decimals, grouped the Indian way (₹1,00,000.00). */
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const formatRupees = (amount: number) => inr.format(amount);
