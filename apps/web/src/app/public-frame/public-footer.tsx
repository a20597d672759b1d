import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { SupportContactLinks } from '@/components/support-details';
import { appConfig } from '@/config/app-config';
import { POLICY_LINKS } from '@/features/public-pages/public-links';
import { ThemeSwitch } from '@/features/theme/theme-switch';

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-sidebar">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="space-y-3">
          <Brand />
          <p className="max-w-xs text-sm text-muted-foreground">
            SAP BASIS support by the hour: raise a request, book a consultant in 30-minute slots and pay in
            rupees.
          </p>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-semibold">
            Company and policies
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {POLICY_LINKS.map(({ label, to }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="rounded-sm text-muted-foreground hover:text-foreground hover:underline"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold">Support</h2>
          <SupportContactLinks className="mt-3 text-sm" />
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {year} {appConfig.appName}. All rights reserved.
          </p>
          <ThemeSwitch />
        </div>
      </div>
    </footer>
  );
}
