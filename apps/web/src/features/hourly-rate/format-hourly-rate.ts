const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,500.00; 'Not set' until the consultant has given a rate. */
export function formatHourlyRate(rate: number | null | undefined): string {
  return typeof rate === 'number' && Number.isFinite(rate) ? inr.format(rate) : 'Not set';
}
