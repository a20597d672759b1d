import { Link } from 'react-router';
import { mailtoHref } from '@/components/support-details';
import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import type { PolicySection } from '../components/policy-article';

const { appName, supportEmail } = appConfig;
const email = <a href={mailtoHref(supportEmail)}>{supportEmail}</a>;

export const shippingSummary = (
  <p>
    {appName} delivers consulting services online; nothing is shipped by post or courier. Orders ship within
    0-7 days: your booked consulting time starts within 7 days of the order.
  </p>
);

export const shippingSections: PolicySection[] = [
  {
    id: 'what-we-deliver',
    heading: 'What "shipping" means for a services business',
    content: (
      <>
        <p>
          {appName} sells SAP BASIS consulting by the hour. There are no physical goods, so there is no postal
          shipping, no courier and no shipping charge. In this policy, <strong>shipping</strong> and{' '}
          <strong>delivery</strong> mean two things:
        </p>
        <ul>
          <li>
            the consulting service itself, performed remotely by the consultant during the time slots you
            book; and
          </li>
          <li>
            its deliverables, such as analysis reports, scripts, configuration changes, transport requests and
            documentation.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'delivery-time',
    heading: 'Delivery time',
    content: (
      <>
        <p>
          <strong>Orders ship within 0-7 days.</strong> Consultants publish their availability for the coming
          seven days in 30-minute slots, and you choose the slots when you raise your request. The service
          therefore starts on the same day (0 days) or at the latest within 7 days of the order, at the slot
          times you selected.
        </p>
        <p>
          Larger pieces of work may need several sessions. The consultant agrees the next steps with you in
          the ticket, and you book further slots as needed.
        </p>
      </>
    ),
  },
  {
    id: 'how-delivered',
    heading: 'How the service is delivered',
    content: (
      <ul>
        <li>
          Work is carried out remotely, using the access to your systems that you arrange and authorise for
          the consultant.
        </li>
        <li>
          Progress, questions and results are posted in the ticket: each status change is recorded in its
          history, and files are shared as attachments in the ticket&apos;s conversation.
        </li>
        <li>When we need to reach you outside the app, we write to the e-mail address of your account.</li>
        <li>
          A ticket is delivered when the consultant closes it and records the hours worked; you can then
          review the result and pay.
        </li>
      </ul>
    ),
  },
  {
    id: 'delays',
    heading: 'Delays',
    content: (
      <p>
        If a consultant cannot attend a booked slot, or access to your system is not ready at the booked time,
        we or the consultant tell you in the ticket and agree new slots with you. If the service cannot be
        delivered within 7 days of the order, you may cancel it at no charge, as described in our{' '}
        <Link to={paths.cancellationRefundPolicy}>Cancellation &amp; Refund Policy</Link>.
      </p>
    ),
  },
  {
    id: 'problems',
    heading: 'Problems with a delivery',
    content: (
      <p>
        Damaged or defective items, which for us means deliverables that do not work as described or are
        incomplete, must be reported within 7 days of receipt. Reopen the ticket in the app or write to{' '}
        {email}
        with the ticket number.
      </p>
    ),
  },
  {
    id: 'area',
    heading: 'Where we deliver',
    content: (
      <p>
        {appName} is based in India and bills in Indian rupees. Because the service is delivered online, it is
        available wherever your consultant can reach your SAP systems under the access you provide.
      </p>
    ),
  },
];
