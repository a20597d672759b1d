import type { ConsultantEarnings } from '@basisdesk/shared/payments/payments.schema';

type MonthEarnings = ConsultantEarnings['months'][number];

/** The server's month key ('yyyy-mm', UTC) of an instant. */
export const monthKey = (now: Date) =>
  `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

/** This month's line (nothing earned yet reads as zeros): the dashboard's card. */
export function earningsThisMonth(earnings: Pick<ConsultantEarnings, 'months'>, now: Date): MonthEarnings {
  const month = monthKey(now);
  return earnings.months.find((entry) => entry.month === month) ?? { month, amount: 0, hours: 0, tickets: 0 };
}
