import { PageHeader } from '@/components/page-header';
import { HelpCentre } from '@/features/help/components/help-centre';

export default function HelpPage() {
  return (
    <>
      <PageHeader title="Help & Support" description="Guides, answers and how to reach our support team." />
      <HelpCentre />
    </>
  );
}
