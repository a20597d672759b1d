// What a failed journey's pages showed at the moment it failed, printed with the failure: in CI the
// log is all there is of a run, and a step that timed out says only what it waited for, not what
// was on the screen instead (a dialog that never opened, a toast over the button, another page).
import type { BrowserContext, Page } from 'playwright-core';

/** How much of a page's visible text is printed: enough to recognise the screen. */
const TEXT_LIMIT = 1500;

async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return `${page.url()} (closed)`;
  const seen = await page
    .evaluate((limit) => {
      const describe = (element: Element | null) => {
        if (!element || element === document.body) return element ? '<body>' : 'none';
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${name.trim().slice(0, 80)}`;
      };
      return {
        path: location.pathname + location.search + location.hash,
        focus: describe(document.activeElement),
        dialogs: Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).map(describe),
        toasts: Array.from(document.querySelectorAll('[data-sonner-toast]')).map(describe),
        text: document.body.innerText.replace(/\n{2,}/g, '\n').slice(0, limit),
      };
    }, TEXT_LIMIT)
    .catch((error: unknown) => ({ unreadable: String(error) }));
  return JSON.stringify(seen, null, 2);
}

/** Each open page of these profiles, as it stands. */
export async function reportFailure(testName: string, contexts: BrowserContext[]): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  const described = await Promise.all(pages.map(describePage));
  console.error(
    [
      `The pages when "${testName}" failed:`,
      ...described.map((page, index) => `page ${index + 1}: ${page}`),
    ].join('\n'),
  );
}
