import {
  cancellationSections,
  cancellationSummary,
} from '@/features/public-pages/content/cancellation-refund-content';
import { PolicyPage } from '../public-frame/policy-page';

export default function CancellationRefundPolicyPage() {
  return (
    <PolicyPage
      title="Cancellation & Refund Policy"
      summary={cancellationSummary}
      sections={cancellationSections}
    />
  );
}
