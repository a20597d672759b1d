import { PolicyPage } from '@/features/public-pages/components/policy-page';
import { shippingSections, shippingSummary } from '@/features/public-pages/content/shipping-delivery-content';

export default function ShippingDeliveryPolicyPage() {
  return (
    <PolicyPage title="Shipping & Delivery Policy" summary={shippingSummary} sections={shippingSections} />
  );
}
