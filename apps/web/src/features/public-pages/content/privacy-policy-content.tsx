import { Link } from 'react-router';
import { mailtoHref, telHref } from '@/components/support-details';
import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import type { PolicySection } from '../components/policy-article';

const { appName, supportEmail, supportPhone } = appConfig;
const email = <a href={mailtoHref(supportEmail)}>{supportEmail}</a>;

export const privacySummary = (
  <p>
    {appName} connects businesses that run SAP with SAP BASIS consultants. This policy explains which personal
    data we process to run that service, why, who else receives it, and the choices you have.
  </p>
);

export const privacySections: PolicySection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    content: (
      <>
        <p>
          {appName} is an online marketplace operated from India. Customers raise SAP BASIS support requests
          and book consultants by the hour; consultants publish their skills, hourly rate and availability;
          our administrators run the platform. For the personal data described here, {appName} is the data
          fiduciary (the controller).
        </p>
        <p>
          We process personal data in line with the Information Technology Act, 2000 and its rules and the
          Digital Personal Data Protection Act, 2023, as they apply to us.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-process',
    heading: 'The data we process',
    content: (
      <>
        <ul>
          <li>
            <strong>Account data:</strong> first and last name, e-mail address, account type (customer,
            consultant or administrator), whether your e-mail address is verified, and your password, which we
            store only as a salted one-way hash (Argon2id) and can never read back.
          </li>
          <li>
            <strong>Consultant profile:</strong> the SAP areas you list as skills, your hourly rate in rupees,
            your published availability slots and the ratings customers give you.
          </li>
          <li>
            <strong>Tickets:</strong> the support type, category and sub-option, priority, your description of
            the problem, any SAP service-request (SR) identifier, the booked time slots, the status history
            (who changed what and when), hours worked and the amount due.
          </li>
          <li>
            <strong>Messages and attachments:</strong> what you and the other party write in a ticket&apos;s
            conversation, and the files you share there (for example logs, screenshots or documents). Please
            share only what the consultant needs; avoid passwords and production data that is not required.
          </li>
          <li>
            <strong>Payment records:</strong> the amount, currency, Razorpay order and payment identifiers and
            the payment status. Card, UPI and bank details are entered on Razorpay&apos;s checkout and are not
            received or stored by us.
          </li>
          <li>
            <strong>Technical data:</strong> server logs with IP address, browser type, time and the page or
            API address requested, kept to keep the service secure and to investigate faults.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'why',
    heading: 'Why we use it',
    content: (
      <ul>
        <li>To create and secure your account and sign you in (performance of our contract with you).</li>
        <li>
          To match customers with consultants, book slots, deliver the consulting service and keep the ticket
          history (performance of the contract).
        </li>
        <li>To collect payments, issue refunds and keep accounting records (legal obligation).</li>
        <li>
          To send service e-mails, such as the e-mail verification link and messages about your account and
          tickets (performance of the contract). We do not send marketing e-mail without your consent.
        </li>
        <li>To prevent fraud and abuse and to keep the platform secure (legitimate use).</li>
      </ul>
    ),
  },
  {
    id: 'sign-in-providers',
    heading: 'Google and Apple sign-in',
    content: (
      <p>
        Signing in with Google or Apple is optional. If you choose it, the sign-in is handled by Supabase, our
        authentication provider, which receives from Google or Apple your name and e-mail address and passes
        them to us to create or open your {appName} account. We do not receive your Google or Apple password.
        You can always use an e-mail address and password instead.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who receives your data',
    content: (
      <>
        <ul>
          <li>
            <strong>The other party of a ticket:</strong> the customer and the assigned consultant see each
            other&apos;s names, the ticket, its messages and attachments. Customers see consultants&apos;
            ratings and hourly rates when booking.
          </li>
          <li>
            <strong>Service providers</strong> who process data on our behalf and under contract: our hosting
            and e-mail delivery providers, Razorpay for payments and Supabase for optional social sign-in.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it.
          </li>
        </ul>
        <p>We do not sell personal data, and we do not use advertising or third-party tracking cookies.</p>
      </>
    ),
  },
  {
    id: 'storage',
    heading: 'Cookies and browser storage',
    content: (
      <p>
        The web app keeps your sign-in token, a copy of your profile and your theme choice in your
        browser&apos;s local storage, and caches the app itself so it can be installed and opens quickly. This
        storage is needed for the service to work; signing out removes the sign-in token and profile.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    content: (
      <ul>
        <li>Account and profile data: while your account exists.</li>
        <li>
          Tickets, messages, attachments and ratings: while your account exists, so both parties keep a
          history of the work, unless you ask us to delete them earlier and no legal reason prevents it.
        </li>
        <li>
          Payment and invoicing records: for as long as Indian tax and accounting law requires, even after an
          account is closed.
        </li>
        <li>Server logs: for a limited period, only as long as needed for security and troubleshooting.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect it',
    content: (
      <p>
        Traffic to {appName} is encrypted in transit. Passwords are stored only as strong hashes; each person
        sees only their own tickets and conversations; changing your password ends your sessions on other
        devices. No system is perfectly secure, so we ask you to use a strong, unique password and to tell us
        at once at {email} if you suspect misuse of your account.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    content: (
      <>
        <p>
          You can ask us for a summary of the personal data we hold about you, ask us to correct or complete
          it, ask us to erase it, withdraw a consent you gave, and nominate another person to exercise these
          rights if you die or become unable to. Names on an account are corrected by our support team.
        </p>
        <p>
          Write to {email} from the e-mail address of your account. We answer without undue delay and at the
          latest within 30 days. If you are not satisfied with our answer, you may complain to the Data
          Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'grievance',
    heading: 'Grievances',
    content: (
      <p>
        Complaints about the handling of your personal data are dealt with by our grievance team, reachable at{' '}
        {email} or by phone on <a href={telHref(supportPhone)}>{supportPhone}</a>. We acknowledge a grievance
        promptly and aim to resolve it within 30 days.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    content: (
      <p>
        {appName} is a business service for adults. We do not knowingly create accounts for people under 18.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    content: (
      <p>
        When we change this policy we update the date at the top of this page and, for significant changes,
        tell signed-in users by e-mail or in the app. Our{' '}
        <Link to={paths.termsConditions}>Terms &amp; Conditions</Link> explain how the service itself works.
      </p>
    ),
  },
];
