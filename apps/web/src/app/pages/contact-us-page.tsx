import { Clock, Globe, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { SignInLink } from '@/components/sign-in-link';
import { mailtoHref, SupportHoursList, telHref } from '@/components/support-details';
import { buttonVariants } from '@/components/ui/button';
import { appConfig } from '@/config/app-config';
import { roleHome } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { ContactCard } from '@/features/public-pages/components/contact-card';
import { LastUpdated } from '@/features/public-pages/components/last-updated';
import { PublicPageLayout } from '../public-frame/public-page-layout';

export default function ContactUsPage() {
  const { user } = useSession();
  const { appName, supportEmail, supportPhone } = appConfig;

  return (
    <PublicPageLayout title="Contact Us">
      <div className="border-b bg-gradient-to-b from-accent/50 to-background">
        <div className="mx-auto max-w-5xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-brand-text uppercase">Contact</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
          <LastUpdated className="mt-3" />
          <p className="mt-6 max-w-2xl text-lg leading-8 text-muted-foreground">
            Questions about {appName}, a booking or a payment? Call or write to our support team.
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <div className="grid gap-4 md:grid-cols-3">
          <ContactCard Icon={Phone} title="Phone">
            <a
              href={telHref(supportPhone)}
              className="text-base font-semibold text-foreground underline decoration-brand-text/60 underline-offset-4 hover:decoration-2"
            >
              {supportPhone}
            </a>
            <p className="mt-2">During support hours, and at any time for emergencies.</p>
          </ContactCard>
          <ContactCard Icon={Mail} title="E-mail">
            <a
              href={mailtoHref(supportEmail)}
              className="text-base font-semibold break-all text-foreground underline decoration-brand-text/60 underline-offset-4 hover:decoration-2"
            >
              {supportEmail}
            </a>
            <p className="mt-2">For questions, cancellations, refunds and account changes.</p>
          </ContactCard>
          <ContactCard Icon={Clock} title="Support hours">
            <SupportHoursList className="text-foreground" />
          </ContactCard>
        </div>

        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <section aria-labelledby="write-heading">
            <h2 id="write-heading" className="text-xl font-semibold tracking-tight">
              When you write to us
            </h2>
            <p className="mt-2 text-muted-foreground">Include these details so we can help at once:</p>
            <ul className="mt-3 list-disc space-y-1.5 pl-6">
              <li>the e-mail address of your {appName} account;</li>
              <li>the ticket number, if your question is about a ticket (for example SRBIL10102500013);</li>
              <li>what happened and when, with screenshots or logs attached where useful.</li>
            </ul>
          </section>
          <section aria-labelledby="where-heading">
            <h2 id="where-heading" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
              <Globe className="size-5 text-brand-text" aria-hidden="true" />
              Where we are
            </h2>
            <p className="mt-2 text-muted-foreground">
              {appName} is an India-based business that operates online. We have no office open to visitors:
              please reach us by phone or e-mail, and our consultants work with you remotely.
            </p>
          </section>
        </div>

        <section
          aria-labelledby="request-heading"
          className="mt-10 flex flex-col gap-4 rounded-lg border bg-card p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="request-heading" className="text-xl font-semibold tracking-tight">
              Need SAP BASIS help now?
            </h2>
            <p className="mt-1 text-muted-foreground">
              Raise a support request in the app and book a consultant directly.
            </p>
          </div>
          {user ? (
            <Link to={roleHome(user.role)} className={buttonVariants()}>
              Go to Dashboard
            </Link>
          ) : (
            <div className="flex flex-wrap gap-2">
              <SignInLink mode="signup" className={buttonVariants()}>
                Get Started
              </SignInLink>
              <SignInLink className={buttonVariants({ variant: 'outline' })}>Sign In</SignInLink>
            </div>
          )}
        </section>
      </div>
    </PublicPageLayout>
  );
}
