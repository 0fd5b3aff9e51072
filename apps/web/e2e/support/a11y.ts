import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The rule sets checked: WCAG 2.0 to 2.2, levels A and AA. axe's best practices are left out: their
 * serious ones are covered by WCAG rules here, and they double the run on a large table.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What fails the check: a violation that blocks or seriously hinders someone (axe's impact). */
const BLOCKING = new Set(['serious', 'critical']);

export interface A11yOptions {
  /** CSS selectors left out of the check (e.g. a third-party frame the app does not control). */
  exclude?: string[];
  /** axe rule ids not run, each with a reason in the caller. */
  disableRules?: string[];
}

/** One line per failing node: rule, impact, the element and axe's own summary of the fix. */
export interface A11yFinding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * Runs axe-core on the page as it is now and returns the serious and critical violations, one entry
 * per element. Call it once the page has settled (its heading shown, its data loaded).
 */
export async function a11yViolations(page: Page, options: A11yOptions = {}): Promise<A11yFinding[]> {
  // Only violations are collected: listing every passing node takes most of axe's time on a long list.
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        rule: v.id,
        impact: v.impact ?? '',
        target: node.target.join(' '),
        summary: (node.failureSummary ?? v.help).replace(/\s+/g, ' ').trim(),
      })),
    );
}

/**
 * Fails the test when axe-core finds a serious or critical violation on the page, listing each one.
 * Any spec can call it on the page it has just built: `await expectNoA11yViolations(page)`.
 * `soft: true` records the failure and lets the test go on (one test checking many pages).
 */
export async function expectNoA11yViolations(
  page: Page,
  options: A11yOptions & { soft?: boolean; label?: string } = {},
) {
  const findings = await a11yViolations(page, options);
  const label = options.label ?? new URL(page.url()).pathname;
  const report = findings.map((f) => `${f.rule} (${f.impact}) ${f.target}: ${f.summary}`);
  const check = options.soft ? expect.soft : expect;
  check(report, `accessibility of ${label}`).toEqual([]);
}
