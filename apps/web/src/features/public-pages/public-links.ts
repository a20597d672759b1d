import { paths } from '@/config/paths';

/** The pages every public footer links to (payment providers ask for all five). */
export const POLICY_LINKS = [
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Cancellation & Refund Policy', to: paths.cancellationRefundPolicy },
  { label: 'Shipping & Delivery Policy', to: paths.shippingDeliveryPolicy },
  { label: 'Terms & Conditions', to: paths.termsConditions },
] as const;
