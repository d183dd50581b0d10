import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once: injected into the page under test, never into the app. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One accessibility problem as the assertion prints it: rule, impact, and the elements it found. */
export interface AxeProblem {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The critical and serious problems axe-core finds on what the page shows now (WCAG 2.1 A and AA),
 * within `within` (a CSS selector) when given, less the rules named in `except`. What "done" asks of
 * a screen (docs/development.md): none of them. Moderate and minor findings are not returned.
 */
export async function seriousAxeProblems(
  page: Page,
  { within, except = [] }: { within?: string; except?: string[] } = {},
): Promise<AxeProblem[]> {
  // Evaluated through the browser's protocol, not as a <script>: the app's CSP refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ within, except }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      interface AxeViolation {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }
      const { violations } = await axe.run(within ? document.querySelector(within) : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: Object.fromEntries(except.map((rule) => [rule, { enabled: false }])),
      });
      return violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => ({ rule: v.id, impact: v.impact!, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { within: within ?? null, except },
  );
}

/**
 * Colour contrast is the theme's (src/theme.ts, one palette for every screen), not a component's: the
 * checks of a component leave it to the whole-screen checks of tests/e2e/accessibility.test.ts, which
 * keep it (login, dashboard, a list, a form, a show page, the print view; desk and phone).
 */
export const COMPONENT_CHECKS = { except: ['color-contrast'] };
