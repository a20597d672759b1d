import {
  ArrowUpCircle,
  BadgeCheck,
  Cloud,
  CreditCard,
  Database,
  Gauge,
  History,
  IndianRupee,
  type LucideIcon,
  MessagesSquare,
  Server,
  ShieldCheck,
  Star,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mailtoHref } from '@/components/support-details';
import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';

type Feature = { title: string; text: string; Icon: LucideIcon };

/** The three steps of the product, in the order a customer meets them. */
export const STEPS: { title: string; text: string }[] = [
  {
    title: 'Raise a request',
    text: 'Choose the support area, category and priority, and describe the problem. Add your SAP service-request identifier when the task needs one.',
  },
  {
    title: 'Pick a vetted consultant and book slots',
    text: 'Compare consultants by their skills, hourly rate and ratings, then book one or more 30-minute slots from their published availability.',
  },
  {
    title: 'Track the ticket and pay securely',
    text: 'Follow every status change and talk to your consultant in the ticket. When the work is closed, pay in rupees through Razorpay.',
  },
];

/** The areas match the support types consultants choose their skills from. */
export const SUPPORT_AREAS: Feature[] = [
  {
    title: 'BASIS system administration',
    text: 'Transports, client administration, background jobs, system copies and refreshes, kernel and support-package updates, monitoring.',
    Icon: Server,
  },
  {
    title: 'HANA and other databases',
    text: 'SAP HANA administration, backup and recovery, memory and sizing, and the other databases SAP runs on, such as Oracle, SQL Server, Db2, SAP ASE and MaxDB.',
    Icon: Database,
  },
  {
    title: 'Cloud and RISE',
    text: 'SAP systems on the hyperscalers, RISE with SAP transitions, and the split of tasks between you, SAP and your provider.',
    Icon: Cloud,
  },
  {
    title: 'Security and authorisations',
    text: 'Roles and authorisations, user administration, single sign-on and certificates, security notes and audit-log reviews.',
    Icon: ShieldCheck,
  },
  {
    title: 'Performance',
    text: 'Slow transactions, work-process bottlenecks, memory and database tuning, and workload analysis with the standard SAP tools.',
    Icon: Gauge,
  },
  {
    title: 'Migrations and upgrades',
    text: 'Release upgrades, S/4HANA conversions and OS/DB migrations, planned with cut-over and fallback steps.',
    Icon: ArrowUpCircle,
  },
];

export const REASONS: Feature[] = [
  {
    title: 'Vetted experts',
    text: 'Consultant accounts are controlled by our administrators, and every consultant lists the specific SAP areas they work in.',
    Icon: BadgeCheck,
  },
  {
    title: 'Transparent hourly rates',
    text: 'Each consultant’s hourly rate in rupees is shown before you book. You pay that rate for the hours worked on your ticket.',
    Icon: IndianRupee,
  },
  {
    title: 'Ratings you can check',
    text: 'Customers rate the consultant after the work is done, and the average rating and number of reviews are shown when you choose.',
    Icon: Star,
  },
  {
    title: 'Messaging with attachments',
    text: 'Each ticket has its own conversation with your consultant, where you can share logs, screenshots and documents.',
    Icon: MessagesSquare,
  },
  {
    title: 'Full status history',
    text: 'Every status change is recorded with who made it and when, from New to Closed and Paid.',
    Icon: History,
  },
  {
    title: 'Secure payments',
    text: 'Pay in INR through Razorpay’s checkout. Card, UPI and bank details go to Razorpay, never to us.',
    Icon: CreditCard,
  },
];

export const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: 'How is the price of a ticket calculated?',
    answer:
      'Every consultant shows an hourly rate in rupees before you book. When the work is done, the consultant closes the ticket and records the hours worked; the amount due is the hourly rate multiplied by those hours. Creating an account costs nothing.',
  },
  {
    question: 'How do the 30-minute slots work?',
    answer:
      'Consultants publish their availability for the coming seven days, split into 30-minute slots. You choose one or more free slots when you raise the request. A slot can be booked only once, so nobody else can take the time you booked.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Closed tickets are paid through Razorpay’s checkout in Indian rupees, using the payment methods Razorpay offers you, such as cards, UPI and net banking. The ticket shows the payment status once the payment is confirmed.',
  },
  {
    question: 'Can I cancel a request?',
    answer: (
      <>
        Yes. Cancellation requests are considered within 7 days of the order, and approved refunds take 6-8
        days. The details are in our{' '}
        <Link to={paths.cancellationRefundPolicy} className="font-medium text-brand-text underline">
          Cancellation &amp; Refund Policy
        </Link>
        .
      </>
    ),
  },
  {
    question: 'When is support available?',
    answer:
      'Our support team is available Mon-Fri 8-18 CET and Sat 9-14 CET; Sunday is closed. Emergency support is available 24/7.',
  },
  {
    question: 'I am an SAP BASIS consultant. Can I join?',
    answer: (
      <>
        When consultant sign-up is open, choose the consultant account type when you create your account.
        Otherwise, write to{' '}
        <a href={mailtoHref(appConfig.supportEmail)} className="font-medium text-brand-text underline">
          {appConfig.supportEmail}
        </a>{' '}
        and our administrators will set up your account.
      </>
    ),
  },
];
