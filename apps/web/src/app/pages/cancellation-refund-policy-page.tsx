import { cancellationSections, cancellationSummary } from './public/content/cancellation-refund-content';
import { PolicyPage } from './public/policy-page';

export default function CancellationRefundPolicyPage() {
  return (
    <PolicyPage
      title="Cancellation & Refund Policy"
      summary={cancellationSummary}
      sections={cancellationSections}
    />
  );
}
