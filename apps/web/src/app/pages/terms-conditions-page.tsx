import { termsSections, termsSummary } from './public/content/terms-conditions-content';
import { PolicyPage } from './public/policy-page';

export default function TermsConditionsPage() {
  return <PolicyPage title="Terms & Conditions" summary={termsSummary} sections={termsSections} />;
}
