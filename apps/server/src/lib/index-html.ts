import { WEB_APP_CONFIG_META_NAME, type WebAppConfig } from '@basisdesk/shared/settings/app-config.schema';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe both as element text and inside a quoted attribute, so one function serves both. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const CONFIG_META = new RegExp(`<meta\\s+name=["']${WEB_APP_CONFIG_META_NAME}["'][^>]*>`, 'i');
const TITLE = /<title>[\s\S]*?<\/title>/i;

/**
 * Writes the runtime config and the deployment's name into the built index.html. Replacements are
 * functions, not strings, because `$&` and friends in a name would otherwise be expanded.
 */
export function renderIndexHtml(template: string, config: WebAppConfig): string {
  const meta = `<meta name="${WEB_APP_CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(config))}" />`;
  const title = `<title>${escapeHtml(config.appName)}</title>`;
  const html = template.replace(TITLE, () => title);
  if (CONFIG_META.test(html)) return html.replace(CONFIG_META, () => meta);
  // A page without the placeholder still gets its config, in its head, where the app looks for it.
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, (end) => `${meta}${end}`);
  return html.replace(TITLE, (found) => `${found}${meta}`);
}

const EMPTY_ROOT = /<div id="root"><\/div>/i;

/**
 * A prerendered page: index.html with the runtime config, the page's head elements (its own
 * <title> in place of the default one) and its HTML inside #root, where the client hydrates it.
 */
export function renderPrerenderedHtml(
  template: string,
  config: WebAppConfig,
  page: { head: string; html: string },
): string {
  const html = renderIndexHtml(template, config);
  if (!EMPTY_ROOT.test(html)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  const withHead = TITLE.test(page.head)
    ? html.replace(TITLE, () => page.head)
    : html.replace(/<\/head>/i, (end) => `${page.head}${end}`);
  return withHead.replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)"\s*\/?>/gi;

/**
 * The page's own stylesheets written into it as <style>: a prerendered page then paints with its
 * first response instead of waiting for one more request (Lighthouse's render-blocking audit, on
 * a phone's latency). `readAsset` answers a file of the build by its URL path, or null; a sheet it
 * cannot read, or one that could close the element early, stays a link.
 */
export function inlineStylesheets(template: string, readAsset: (urlPath: string) => string | null): string {
  return template.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readAsset(href);
    return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}
