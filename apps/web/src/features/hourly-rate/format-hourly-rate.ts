import { formatRupees } from '@basisdesk/shared/common/money';

/** ₹1,500.00; 'Not set' until the consultant has given a rate. */
export function formatHourlyRate(rate: number | null | undefined): string {
  return typeof rate === 'number' && Number.isFinite(rate) ? formatRupees(rate) : 'Not set';
}
