/**
 * India's financial year runs from 1 April to 31 March, by the calendar in India: a tax document
 * issued at 23:00 UTC on 31 March is already in the next year. GST invoice numbers are unique per
 * financial year and at most 16 characters, so the year is written short: 2026-27 is '26-27'.
 */
const indianYearMonth = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
});

/** The financial year's first calendar year: 2026 for an instant between 1 April 2026 and 31 March 2027, India's time. */
export function financialYearOf(at: Date): number {
  const parts = indianYearMonth.formatToParts(at);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  return month >= 4 ? year : year - 1;
}

/** '26-27' for the financial year starting in 2026. */
export const financialYearLabel = (startYear: number) =>
  `${String(startYear % 100).padStart(2, '0')}-${String((startYear + 1) % 100).padStart(2, '0')}`;
