import { shippingSections, shippingSummary } from './public/content/shipping-delivery-content';
import { PolicyPage } from './public/policy-page';

export default function ShippingDeliveryPolicyPage() {
  return (
    <PolicyPage title="Shipping & Delivery Policy" summary={shippingSummary} sections={shippingSections} />
  );
}
