import { Link } from 'react-router';
import { mailtoHref, telHref } from '@/components/support-details';
import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import type { PolicySection } from '../components/policy-article';

const { appName, supportEmail, supportPhone } = appConfig;
const email = <a href={mailtoHref(supportEmail)}>{supportEmail}</a>;

export const termsSummary = (
  <p>
    These terms govern your use of {appName}, the marketplace where businesses book SAP BASIS consultants by
    the hour. By creating an account or booking a consultant you accept them.
  </p>
);

export const termsSections: PolicySection[] = [
  {
    id: 'service',
    heading: 'The service',
    content: (
      <>
        <p>
          {appName} is an online platform operated from India. <strong>Customers</strong> raise SAP BASIS
          support requests and book consultant time. <strong>Consultants</strong> list their skills, an hourly
          rate in rupees and their availability, and work the tickets assigned to them.{' '}
          <strong>Administrators</strong> run the platform.
        </p>
        <p>
          The consulting work on a ticket is performed by the consultant assigned to it. {appName} provides
          the platform, collects payments, and handles support, cancellations and refunds.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: 'Accounts',
    content: (
      <ul>
        <li>You must be at least 18 and able to act for the business you represent.</li>
        <li>
          Give accurate details and verify your e-mail address. Registration from some e-mail domains may be
          restricted, and consultant sign-up may be closed, in which case consultant accounts are created by
          our administrators.
        </li>
        <li>
          Keep your password secret; you are responsible for what is done with your account. One account is
          for one person.
        </li>
        <li>Names on an account are changed by our support team on request.</li>
      </ul>
    ),
  },
  {
    id: 'customers',
    heading: 'Your responsibilities as a customer',
    content: (
      <ul>
        <li>Describe the problem accurately and choose the priority honestly.</li>
        <li>
          Arrange and authorise the access the consultant needs to your systems, and withdraw it when the work
          is done.
        </li>
        <li>
          Keep current backups, and approve changes to production systems in line with your own change
          process. You remain responsible for your systems and data.
        </li>
        <li>Answer the consultant&apos;s questions in the ticket, so the work is not held up.</li>
      </ul>
    ),
  },
  {
    id: 'consultants',
    heading: 'Your responsibilities as a consultant',
    content: (
      <ul>
        <li>List only skills you have, and keep your hourly rate and availability up to date.</li>
        <li>Attend the slots booked with you, or tell the customer and us in good time if you cannot.</li>
        <li>Work only within the access the customer has authorised, with reasonable skill and care.</li>
        <li>Record the hours you actually worked when you close a ticket.</li>
      </ul>
    ),
  },
  {
    id: 'booking',
    heading: 'Booking',
    content: (
      <p>
        Consultants publish their availability in 30-minute slots for the coming seven days. When you raise a
        request you book one or more free slots; a slot can be booked only once, so if another customer books
        it first you are asked to choose again. A booking becomes an order when the request is submitted.
      </p>
    ),
  },
  {
    id: 'fees',
    heading: 'Fees and payment',
    content: (
      <>
        <p>
          Each consultant&apos;s hourly rate is shown in Indian rupees before you book. When the work is done,
          the consultant closes the ticket and records the hours worked; the amount due is the hourly rate
          multiplied by those hours. Creating an account costs nothing.
        </p>
        <p>
          You pay the amount due through Razorpay&apos;s checkout, in INR. Where taxes such as GST apply, they
          are charged as the law requires. Your payment details are handled by Razorpay under its own terms;
          we do not receive or store card or bank details.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    heading: 'Cancellation, refunds and delivery',
    content: (
      <p>
        Cancellation requests are considered within 7 days of the order; damaged or defective items (for us,
        defective deliverables) must be reported within 7 days of receipt; approved refunds take 6-8 days; and
        orders ship, meaning the service starts, within 0-7 days. The details are in our{' '}
        <Link to={paths.cancellationRefundPolicy}>Cancellation &amp; Refund Policy</Link> and our{' '}
        <Link to={paths.shippingDeliveryPolicy}>Shipping &amp; Delivery Policy</Link>, which form part of
        these terms.
      </p>
    ),
  },
  {
    id: 'content',
    heading: 'Messages, attachments and ratings',
    content: (
      <ul>
        <li>
          Keep messages about the ticket, professional and lawful. Share only the files the work needs, and no
          malware.
        </li>
        <li>Ratings must reflect your real experience of the work on that ticket.</li>
        <li>
          We may remove content that breaks these terms. Messaging may be switched off by our administrators;
          tickets then continue without it.
        </li>
      </ul>
    ),
  },
  {
    id: 'confidentiality',
    heading: 'Confidentiality',
    content: (
      <p>
        Customers and consultants keep confidential whatever they learn about each other&apos;s business,
        systems and data through a ticket, and use it only for that ticket. This duty continues after the work
        ends. How we handle personal data is described in our{' '}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'ip',
    heading: 'Intellectual property',
    content: (
      <p>
        Once a ticket is paid, the customer may use the deliverables created for it for its own business
        purposes. Consultants keep their general know-how and pre-existing tools. The {appName} platform, its
        name and its software remain ours.
      </p>
    ),
  },
  {
    id: 'fair-use',
    heading: 'Fair use of the platform',
    content: (
      <p>
        Do not misuse the platform: no attempts to access other people&apos;s accounts or tickets, to disrupt
        the service, to scrape it, or to use it for anything unlawful. We may suspend an account that does so,
        and an administrator may deactivate accounts that break these terms.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    content: (
      <>
        <p>
          We run the platform with reasonable skill and care, but we cannot promise that it will always be
          available or free of faults. Nothing in these terms limits liability that cannot be limited by law.
        </p>
        <p>
          Otherwise, neither {appName} nor a consultant is liable for indirect or consequential loss, such as
          lost profits or lost data, and our total liability for a ticket is limited to the amount paid for
          that ticket.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    heading: 'Ending your account',
    content: (
      <p>
        You may ask us to close your account at any time by writing to {email}; amounts due for work already
        done remain payable. We may close or suspend an account that breaks these terms, and tell you why.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law',
    content: (
      <p>
        These terms are governed by the laws of India, and disputes are subject to the jurisdiction of the
        competent courts in India. Please talk to us first: most problems are solved quickly by phone on{' '}
        <a href={telHref(supportPhone)}>{supportPhone}</a> or by e-mail.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    content: (
      <p>
        We may update these terms. We change the date at the top of this page when we do, and tell signed-in
        users about significant changes. Orders already placed continue under the terms in force when they
        were placed.
      </p>
    ),
  },
];
