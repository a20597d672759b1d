/**
 * Money (DESIGN §5, spec §9): integer paise in the database and in Razorpay's amounts, rupees with
 * two decimals everywhere else. Every name says its unit; nothing else divides or multiplies by 100.
 */

export const PAISE_PER_RUPEE = 100;

export const paiseToRupees = (paise: number) => paise / PAISE_PER_RUPEE;

/** Rupees to whole paise (a rate of ₹1,500.05 is 150005 paise, whatever binary floating point says). */
export const rupeesToPaise = (rupees: number) => Math.round(rupees * PAISE_PER_RUPEE);

/** True when an amount in rupees has at most two decimals: a whole number of paise. */
export const isWholePaise = (rupees: number) => {
  const paise = rupees * PAISE_PER_RUPEE;
  return Math.abs(paise - Math.round(paise)) < 1e-6;
};

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees as the app writes them: the rupee sign, two decimals, grouped the Indian way (₹1,00,000.00). */
export const formatRupees = (rupees: number) => inr.format(rupees);

export const formatRupeesFromPaise = (paise: number) => formatRupees(paiseToRupees(paise));
