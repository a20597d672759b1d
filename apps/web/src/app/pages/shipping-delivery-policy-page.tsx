import { shippingSections, shippingSummary } from '@/features/public-pages/content/shipping-delivery-content';
import { PolicyPage } from '../public-frame/policy-page';

export default function ShippingDeliveryPolicyPage() {
  return (
    <PolicyPage title="Shipping & Delivery Policy" summary={shippingSummary} sections={shippingSections} />
  );
}
