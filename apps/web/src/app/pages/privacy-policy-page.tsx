import { privacySections, privacySummary } from '@/features/public-pages/content/privacy-policy-content';
import { PolicyPage } from '../public-frame/policy-page';

export default function PrivacyPolicyPage() {
  return <PolicyPage title="Privacy Policy" summary={privacySummary} sections={privacySections} />;
}
