import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PRERENDERED_PATHS, PRERENDERED_THEME } from './app/prerendered-pages';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';

/**
 * A page as the server sends it: `head`, what React wrote ahead of the content for <head> (the
 * page's <title>, preload hints), and `html`, the content of #root.
 */
export type PrerenderedPage = { path: string; head: string; html: string };

/** The elements React 19 hoists (title, meta, link), as it writes them ahead of a page's content. */
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>)*/;

/**
 * The same tree main.tsx hydrates, at a fixed location, for a signed-out visitor with no stored
 * theme. `prerender` waits for the lazy pages, so the HTML is the page itself, not its spinner.
 * Run by the server in a worker at start-up, after it has set the deployment's configuration
 * (config/app-config.ts).
 */
async function renderPage(path: string): Promise<PrerenderedPage> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders initialTheme={PRERENDERED_THEME}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const rendered = await new Response(prelude).text();
  // They belong in <head>, where the browser reads them and where React looks for them when it hydrates.
  const head = LEADING_HOISTABLES.exec(rendered)?.[0] ?? '';
  return { path, head, html: rendered.slice(head.length) };
}

export async function renderPrerenderedPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const path of PRERENDERED_PATHS) pages.push(await renderPage(path));
  return pages;
}
