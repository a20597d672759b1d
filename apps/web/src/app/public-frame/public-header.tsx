import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { SignInLink } from '@/components/sign-in-link';
import { buttonVariants } from '@/components/ui/button';
import { paths, roleHome } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { cn } from '@/lib/utils';

export type SectionLink = { href: `#${string}`; label: string };

/**
 * Brand, in-page links (landing page only, on wide screens) and the account links. A signed-in
 * person reading a policy page gets one way back into the app instead of Sign In / Get Started.
 */
export function PublicHeader({ sectionLinks = [] }: { sectionLinks?: readonly SectionLink[] }) {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Brand to={paths.home} className="shrink-0" />
        {sectionLinks.length > 0 && (
          <nav aria-label="Page sections" className="ml-6 hidden lg:block">
            <ul className="flex items-center gap-1">
              {sectionLinks.map(({ href, label }) => (
                <li key={href}>
                  <a
                    href={href}
                    className="rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <nav aria-label="Account" className="ml-auto">
          <ul className="flex items-center gap-1 sm:gap-2">
            {user ? (
              <li>
                <Link to={roleHome(user.role)} className={buttonVariants({ size: 'sm' })}>
                  Go to Dashboard
                </Link>
              </li>
            ) : (
              <>
                <li>
                  <SignInLink className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'px-2.5')}>
                    Sign In
                  </SignInLink>
                </li>
                <li>
                  <SignInLink mode="signup" className={cn(buttonVariants({ size: 'sm' }), 'px-3')}>
                    Get Started
                  </SignInLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
