import { PageHeader } from '@/components/page-header';
import { EarningsOverview } from '@/features/earnings/components/earnings-overview';

/** /consultant/earnings: what the consultant's closed tickets earned, in total and by month. */
export default function ConsultantEarningsPage() {
  return (
    <>
      <PageHeader title="Earnings" description="What your closed tickets earned, by month and ticket." />
      <EarningsOverview />
    </>
  );
}
