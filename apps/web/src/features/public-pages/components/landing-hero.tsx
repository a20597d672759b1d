import { ArrowRight } from 'lucide-react';
import { SignInLink } from '@/components/sign-in-link';
import { buttonVariants } from '@/components/ui/button';
import { HeroPreview } from './hero-preview';

/** The landing page's opening: what the service is, and the two ways in. */
export function LandingHero() {
  return (
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
            slots. Track the ticket to the end and pay securely in rupees through Razorpay, only for the hours
            worked.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SignInLink mode="signup" className={buttonVariants({ size: 'lg' })}>
              Get Started
              <ArrowRight aria-hidden="true" />
            </SignInLink>
            <SignInLink className={buttonVariants({ size: 'lg', variant: 'outline' })}>Sign In</SignInLink>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            Creating an account costs nothing. You pay for consulting hours, not for a subscription.
          </p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
