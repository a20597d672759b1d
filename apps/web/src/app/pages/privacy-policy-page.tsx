import { PolicyPage } from '@/features/public-pages/components/policy-page';
import { privacySections, privacySummary } from '@/features/public-pages/content/privacy-policy-content';

export default function PrivacyPolicyPage() {
  return <PolicyPage title="Privacy Policy" summary={privacySummary} sections={privacySections} />;
}
