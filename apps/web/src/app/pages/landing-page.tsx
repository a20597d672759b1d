import { FaqList } from '@/components/faq-list';
import { appConfig } from '@/config/app-config';
import { LandingCallToAction } from '@/features/public-pages/components/landing-call-to-action';
import { LandingHero } from '@/features/public-pages/components/landing-hero';
import { LandingSection } from '@/features/public-pages/components/landing-section';
import { FAQS, REASONS, STEPS, SUPPORT_AREAS } from '@/features/public-pages/content/landing-content';
import type { SectionLink } from '../public-frame/public-header';
import { PublicPageLayout } from '../public-frame/public-page-layout';

const SECTION_LINKS: readonly SectionLink[] = [
  { href: '#how-it-works', label: 'How it works' },
  { href: '#support-areas', label: 'Support areas' },
  { href: '#why', label: `Why ${appConfig.appName}` },
  { href: '#faq', label: 'FAQ' },
];

/** `/` for signed-out visitors: what the service is, how it works, and the way in. */
export default function LandingPage() {
  const { appName } = appConfig;
  return (
    <PublicPageLayout title={`${appName}: SAP BASIS support by the hour`} sectionLinks={SECTION_LINKS}>
      <LandingHero />

      <LandingSection
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
      </LandingSection>

      <LandingSection
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
      </LandingSection>

      <LandingSection
        id="why"
        eyebrow={`Why ${appName}`}
        title="Built for accountable, pay-as-you-go support"
      >
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
      </LandingSection>

      <LandingSection
        id="faq"
        eyebrow="FAQ"
        title="Frequently asked questions"
        className="border-t bg-sidebar"
      >
        <FaqList faqs={FAQS} className="max-w-3xl" />
      </LandingSection>

      <LandingCallToAction />
    </PublicPageLayout>
  );
}
