import type { ReactNode } from 'react';
import { appConfig } from '@/config/app-config';
import { PublicFooter } from './public-footer';
import { PublicHeader, type SectionLink } from './public-header';

/**
 * The frame of every public page: header, one <main>, footer; no sidebar. React 19 hoists the
 * <title> into <head>, so each page has its own tab title and the default returns on leaving.
 */
export function PublicPageLayout({
  title,
  sectionLinks,
  children,
}: {
  /** The page's name for the browser tab; the landing page passes its full title. */
  title: string;
  sectionLinks?: readonly SectionLink[];
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{title.includes(appConfig.appName) ? title : `${title} | ${appConfig.appName}`}</title>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <PublicHeader sectionLinks={sectionLinks} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
