import { formatRupees } from '@basisdesk/shared/common/money';
import { IndianRupee } from 'lucide-react';
import { Link } from 'react-router';
import { StatCard } from '@/components/stat-card';
import { paths } from '@/config/paths';
import { useConsultantEarnings } from '../api/get-consultant-earnings';
import { earningsThisMonth } from '../earnings-summary';

/** The consultant dashboard's Earnings card: this month's amount, the total, a way to the page. */
export function EarningsStatCard() {
  const { data: earnings, error } = useConsultantEarnings();
  const thisMonth = earnings && earningsThisMonth(earnings, new Date());
  return (
    <StatCard
      label="Earnings"
      value={thisMonth ? formatRupees(thisMonth.amount) : error ? '—' : undefined}
      detail={
        <>
          {earnings && <>This month · {formatRupees(earnings.totalAmount)} in total · </>}
          <Link
            to={paths.consultantEarnings}
            className="font-medium text-brand-text underline-offset-4 hover:underline"
          >
            View earnings
          </Link>
        </>
      }
      Icon={IndianRupee}
      testId="summary-earnings"
    />
  );
}
