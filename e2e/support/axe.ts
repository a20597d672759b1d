import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors and HTML of the offending nodes, enough to find them in the page. */
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is now and returns the serious and
 * critical violations. The app's CSP (script-src 'self') refuses an inline <script>, so the source
 * is evaluated through the DevTools protocol instead, which CSP does not govern.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeFinding[]> {
  // The page as it settles, not halfway through a colour transition (a slot just chosen fades to
  // its selected colours in 150 ms; measured mid-way, text and background are neither state's).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
      }>;
    };
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')} ${node.html.slice(0, 160)}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
      ),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** The serious and critical findings as lines a failed assertion prints: impact, rule, help, nodes. */
export async function seriousA11yReport(page: Page): Promise<string[]> {
  return (await seriousA11yViolations(page)).map(
    (finding) => `${finding.impact} ${finding.id}: ${finding.help}\n    ${finding.nodes.join('\n    ')}`,
  );
}
