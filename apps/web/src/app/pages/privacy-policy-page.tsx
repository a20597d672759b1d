import { privacySections, privacySummary } from './public/content/privacy-policy-content';
import { PolicyPage } from './public/policy-page';

export default function PrivacyPolicyPage() {
  return <PolicyPage title="Privacy Policy" summary={privacySummary} sections={privacySections} />;
}
