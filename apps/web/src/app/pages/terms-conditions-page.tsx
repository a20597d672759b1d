import { termsSections, termsSummary } from '@/features/public-pages/content/terms-conditions-content';
import { PolicyPage } from '../public-frame/policy-page';

export default function TermsConditionsPage() {
  return <PolicyPage title="Terms & Conditions" summary={termsSummary} sections={termsSections} />;
}
