import { PolicyPage } from '@/features/public-pages/components/policy-page';
import {
  cancellationSections,
  cancellationSummary,
} from '@/features/public-pages/content/cancellation-refund-content';

export default function CancellationRefundPolicyPage() {
  return (
    <PolicyPage
      title="Cancellation & Refund Policy"
      summary={cancellationSummary}
      sections={cancellationSections}
    />
  );
}
