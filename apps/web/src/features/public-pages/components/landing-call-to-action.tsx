import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SignInLink } from '@/components/sign-in-link';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The closing band: an account, or a word with support. */
export function LandingCallToAction() {
  return (
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
            <SignInLink
              mode="signup"
              className={cn(
                buttonVariants({ size: 'lg' }),
                'bg-primary-foreground text-primary hover:bg-primary-foreground/90',
              )}
            >
              Get Started
              <ArrowRight aria-hidden="true" />
            </SignInLink>
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
  );
}
