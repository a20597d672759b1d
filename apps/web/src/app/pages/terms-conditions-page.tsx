import { PolicyPage } from '@/features/public-pages/components/policy-page';
import { termsSections, termsSummary } from '@/features/public-pages/content/terms-conditions-content';

export default function TermsConditionsPage() {
  return <PolicyPage title="Terms & Conditions" summary={termsSummary} sections={termsSections} />;
}
