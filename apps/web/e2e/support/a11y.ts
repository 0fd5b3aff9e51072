import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

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
  return findingsOf(violations);
}

/** The serious and critical violations, one entry per element. */
function findingsOf(violations: axe.Result[]): A11yFinding[] {
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
  report(await a11yViolations(page, options), page, options);
}

function report(findings: A11yFinding[], page: Page, options: { soft?: boolean; label?: string }) {
  const label = options.label ?? new URL(page.url()).pathname;
  const report = findings.map((f) => `${f.rule} (${f.impact}) ${f.target}: ${f.summary}`);
  const check = options.soft ? expect.soft : expect;
  check(report, `accessibility of ${label}`).toEqual([]);
}

/**
 * Many pages checked in one tab, for the walk over every page (a11y.spec.ts), at about half the cost
 * of a load and an `AxeBuilder` per page. The first page is loaded and checked whole; the next ones are
 * reached through the router's history, as the app's own links reach them (no reload of the app), and
 * only their content (`main`) is checked, by the axe-core injected once: the header and the menu around
 * it are the same on every page and were checked on the first. A page that does not show its own
 * title after the router's change is loaded instead, so a page is never checked as another.
 */
export class A11yWalk {
  private first = true;

  constructor(private readonly page: Page) {}

  async visit(path: string) {
    const { page } = this;
    if (this.first) {
      await page.goto(path);
      return;
    }
    await page.evaluate((to) => {
      for (const h1 of document.querySelectorAll('h1')) h1.dataset.a11yWalkLeft = 'yes';
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const shown = await page
      .waitForFunction(
        () => {
          const h1 = document.querySelector('h1');
          return h1 !== null && h1.dataset.a11yWalkLeft === undefined;
        },
        undefined,
        { timeout: 5_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!shown) await page.goto(path);
  }

  /** Checks the page shown now (call it once the page has settled), softly, as `label`. */
  async check(label: string) {
    report(await this.findings(), this.page, { soft: true, label });
  }

  /** The serious and critical violations of the page shown now: the whole first page, then `main`. */
  async findings(): Promise<A11yFinding[]> {
    const { page } = this;
    const whole = this.first;
    this.first = false;
    await page.evaluate((source) => {
      if (!('axe' in window)) new Function(source)();
    }, axe.source);
    const violations = await page.evaluate(
      async ({ tags, whole }) => {
        const { run } = (window as unknown as { axe: typeof axe }).axe;
        const context = whole || !document.querySelector('main') ? document : { include: [['main']] };
        const results = await run(context, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        return results.violations;
      },
      { tags: TAGS, whole },
    );
    return findingsOf(violations);
  }
}
