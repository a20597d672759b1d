import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FaqList } from '@/components/faq-list';
import { buttonVariants } from '@/components/ui/button';
import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { HeroPreview } from './public/hero-preview';
import { FAQS, REASONS, STEPS, SUPPORT_AREAS } from './public/landing-content';
import type { SectionLink } from './public/public-header';
import { signUpPath } from './public/public-links';
import { PublicPageLayout } from './public/public-page-layout';

const SECTION_LINKS: readonly SectionLink[] = [
  { href: '#how-it-works', label: 'How it works' },
  { href: '#support-areas', label: 'Support areas' },
  { href: '#why', label: `Why ${appConfig.appName}` },
  { href: '#faq', label: 'FAQ' },
];

function Section({
  id,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('scroll-mt-16 py-16 sm:py-24', className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-text uppercase">{eyebrow}</p>
          <h2 id={`${id}-heading`} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}

/** `/` for signed-out visitors: what the service is, how it works, and the way in. */
export default function LandingPage() {
  const { appName } = appConfig;
  return (
    <PublicPageLayout title={`${appName}: SAP BASIS support by the hour`} sectionLinks={SECTION_LINKS}>
      <section
        aria-labelledby="hero-heading"
        className="relative overflow-hidden border-b bg-gradient-to-b from-accent/60 via-background to-background"
      >
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="inline-flex items-center rounded-full border bg-background px-3 py-1 text-sm font-medium">
              SAP BASIS support marketplace
            </p>
            <h1
              id="hero-heading"
              className="mt-6 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              SAP BASIS experts, <span className="text-brand-text">booked by the half hour</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-muted-foreground">
              Raise a support request, choose a vetted SAP BASIS consultant and book their time in 30-minute
              slots. Track the ticket to the end and pay securely in rupees through Razorpay, only for the
              hours worked.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={signUpPath} className={buttonVariants({ size: 'lg' })}>
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link to={paths.login} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                Sign In
              </Link>
            </div>
            <p className="mt-4 text-sm text-muted-foreground">
              Creating an account costs nothing. You pay for consulting hours, not for a subscription.
            </p>
          </div>
          <HeroPreview />
        </div>
      </section>

      <Section
        id="how-it-works"
        eyebrow="How it works"
        title="From problem to solved ticket in three steps"
        intro="No framework agreement and no minimum order: book the expertise you need, when you need it."
      >
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, text }, index) => (
            <li key={title} className="relative rounded-lg border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="support-areas"
        eyebrow="Support areas"
        title="The whole SAP BASIS stack"
        intro="Consultants list their skills by area and specialised category, so you can find someone who has solved your kind of problem before."
        className="border-y bg-sidebar"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SUPPORT_AREAS.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-lg border bg-card p-6">
              <span className="flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why" eyebrow={`Why ${appName}`} title="Built for accountable, pay-as-you-go support">
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ title, text, Icon }) => (
            <li key={title} className="flex gap-4">
              <Icon className="mt-1 size-6 shrink-0 text-brand-text" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" eyebrow="FAQ" title="Frequently asked questions" className="border-t bg-sidebar">
        <FaqList faqs={FAQS} className="max-w-3xl" />
      </Section>

      <section aria-labelledby="cta-heading" className="border-t">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          {/* Amber in both themes, so its colours are fixed: dark ink on amber, amber on dark ink. */}
          <div className="flex flex-col gap-6 rounded-2xl bg-primary p-8 text-primary-foreground shadow-sm sm:p-12 lg:flex-row lg:items-center lg:justify-between [&_a:focus-visible]:outline-primary-foreground">
            <div className="max-w-xl">
              <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Have an SAP BASIS problem on your desk?
              </h2>
              <p className="mt-3">
                Create your account, raise the request and book a consultant&apos;s next free slot.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link
                to={signUpPath}
                className={cn(
                  buttonVariants({ size: 'lg' }),
                  'bg-primary-foreground text-primary hover:bg-primary-foreground/90',
                )}
              >
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link
                to={paths.contactUs}
                className={cn(
                  buttonVariants({ size: 'lg', variant: 'outline' }),
                  'border-primary-foreground/50 bg-transparent text-primary-foreground hover:bg-primary-foreground/10',
                )}
              >
                Contact Us
              </Link>
            </div>
          </div>
        </div>
      </section>
    </PublicPageLayout>
  );
}
