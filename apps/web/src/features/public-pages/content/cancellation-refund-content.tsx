import { Link } from 'react-router';
import { mailtoHref, telHref } from '@/components/support-details';
import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import type { PolicySection } from '../components/policy-article';

const { appName, supportEmail, supportPhone } = appConfig;
const email = <a href={mailtoHref(supportEmail)}>{supportEmail}</a>;

export const cancellationSummary = (
  <p>
    Cancellation requests are considered within 7 days of the order. Problems with delivered work must be
    reported within 7 days of receipt. Approved refunds take 6-8 days.
  </p>
);

export const cancellationSections: PolicySection[] = [
  {
    id: 'scope',
    heading: 'What this policy covers',
    content: (
      <>
        <p>
          {appName} sells SAP BASIS consulting services by the hour. An <strong>order</strong> is a support
          request you raise on {appName} together with the consultant time slots you book for it. Payments are
          made in Indian rupees (INR) through Razorpay. The amount due for a ticket is the consultant&apos;s
          hourly rate, shown before you book, multiplied by the hours worked that the consultant records when
          closing the ticket.
        </p>
        <p>
          We do not sell physical goods. Where this policy speaks of <strong>items</strong>, it means the
          consulting service and its deliverables, such as analysis reports, scripts, configuration changes,
          transport requests and documentation.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    heading: 'Cancelling an order',
    content: (
      <>
        <p>
          <strong>Cancellation requests are considered within 7 days of the order.</strong> To cancel, write
          to {email} or call <a href={telHref(supportPhone)}>{supportPhone}</a>, giving the ticket number.
        </p>
        <ul>
          <li>
            Before the first booked slot starts: the order is cancelled at no charge and the consultant&apos;s
            slots are released.
          </li>
          <li>
            After work has started: the order is cancelled and you pay only for the hours already worked; no
            further slots are used.
          </li>
          <li>
            Requests received more than 7 days after the order are not considered as cancellations; the ticket
            is completed and billed for the hours worked.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'defective',
    heading: 'Defective or incomplete work',
    content: (
      <>
        <p>
          <strong>Damaged or defective items must be reported within 7 days of receipt.</strong> For our
          services, this means: if a deliverable does not work as described, is incomplete, or the booked
          session did not take place as agreed, tell us within 7 days of receiving the deliverable or of the
          ticket being closed. You can reopen the ticket in the app and describe the problem there, or write
          to {email}.
        </p>
        <p>We review the ticket history, messages and attachments with the consultant and then either:</p>
        <ul>
          <li>have the consultant correct or complete the work at no extra charge, or</li>
          <li>refund the affected hours in part or in full.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'our-side',
    heading: 'When a consultant cannot attend',
    content: (
      <p>
        If a consultant cannot attend a booked slot, we tell you as soon as we know. You may then book other
        slots, with the same or another consultant, or cancel the order at no charge. Anything you have
        already paid for work that was not delivered is refunded in full.
      </p>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    content: (
      <>
        <p>
          <strong>Approved refunds take 6-8 days</strong> to be credited to the original payment method (card,
          UPI, net banking or wallet) through Razorpay. We confirm by e-mail when a refund has been approved,
          and the ticket&apos;s payment status changes to Refunded.
        </p>
        <p>
          Hours that were delivered as booked, and for which no problem was reported within 7 days of receipt,
          are not refundable.
        </p>
      </>
    ),
  },
  {
    id: 'how-to-request',
    heading: 'How to make a request',
    content: (
      <>
        <p>Send us the following so we can decide quickly:</p>
        <ol>
          <li>the ticket number (for example SRBIL10102500013) and the e-mail address of your account;</li>
          <li>whether you want to cancel, report a problem, or ask for a refund;</li>
          <li>a short description of the reason, with any evidence as an attachment.</li>
        </ol>
        <p>
          We confirm receipt and tell you our decision by e-mail. See also our{' '}
          <Link to={paths.shippingDeliveryPolicy}>Shipping &amp; Delivery Policy</Link> for how and when
          services are delivered.
        </p>
      </>
    ),
  },
];
