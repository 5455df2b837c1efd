import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core, put in a document once: the next scan of the same document (a route change in the SPA keeps it) finds it
 * there, and is not sent the source again (580 kB through the protocol, which the page would parse again even to skip
 * it). `@axe-core/playwright`'s builder sent its unminified source (1.3 MB) twice a scan, and the page compiled and set
 * it up twice each time. The same package and version as the builder's, so the same rules.
 */
const AXE = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')};
axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/** What a scan reads of axe in the page: its run, and its rules' and checks' impacts (`axe._audit`). */
interface AxeInPage {
  run(context: Document | { include: string[] }, options: RunOptions): Promise<AxeResults>;
  _audit: {
    rules: { id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] }[];
    data: { checks: Record<string, { impact?: string } | undefined> };
  };
}
type Check = string | { id: string };

/**
 * One scan of the page as it is now: one `axe.run` in the page (not per frame: our pages embed no frame, and PayPal's
 * approval opens as a window), gathering only violations, the one result the journeys read, and sending back only
 * those. Before, the builder's default ran axe in each frame and finished in a blank page it opened for every scan
 * (0.3-0.8 MB of results, passes included, through Playwright's protocol): five journey files that scan 40-odd times
 * took 82-98 s against 116-132 s.
 */
class AxeScan {
  private context: { include: string[] } | undefined;
  private rules: string[] | undefined;

  constructor(private readonly page: Page) {}

  /** Only this part of the page, e.g. an open menu that hides the rest from assistive technology. */
  include(selector: string) {
    this.context = { include: [selector] };
    return this;
  }

  /** Only these rules, including those axe runs only when asked. */
  withRules(rules: string[]) {
    this.rules = rules;
    return this;
  }

  /**
   * The violations. `blocking` leaves out the rules that can report nothing serious or critical: axe gives a
   * violation the highest impact among the checks it failed, each check's impact fixed in axe's metadata (or the
   * rule's own, which then replaces them), so such a rule could only add what `blockingViolations` drops. They are a
   * third of the rules (region, heading-order, the landmarks...) and about a third of a scan's time.
   */
  async analyze({ blocking = false } = {}): Promise<Pick<AxeResults, 'violations'>> {
    // Axe reads colours as drawn: a dialog or an open select still fading in has its text at part opacity, which fails
    // contrast. Its entrance (and any other animation that ends: not a spinner's) finishes first.
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const present = await this.page.evaluate(
      () => typeof (window as unknown as { axe?: Partial<AxeInPage> }).axe?.run === 'function',
    );
    if (!present) await this.page.evaluate(AXE);
    return this.page.evaluate(
      async ({ context, rules, blocking }) => {
        const { axe } = window as unknown as { axe: AxeInPage };
        const RANKS = ['minor', 'moderate', 'serious', 'critical'];
        // An impact axe does not name counts as one that blocks, so a rule is left out only when axe says so.
        const blocks = (impact: string | undefined) => RANKS.indexOf(impact ?? 'critical') >= 2;
        const canBlock = ({ impact, any, all, none }: AxeInPage['_audit']['rules'][number]) =>
          impact
            ? blocks(impact)
            : [...any, ...all, ...none].some((c) =>
                blocks(axe._audit.data.checks[typeof c === 'string' ? c : c.id]?.impact),
              );
        const options: RunOptions = { resultTypes: ['violations'] };
        if (rules) options.runOnly = { type: 'rule', values: rules };
        if (blocking)
          options.rules = Object.fromEntries(
            axe._audit.rules.filter((rule) => !canBlock(rule)).map((rule) => [rule.id, { enabled: false }]),
          );
        const { violations } = await axe.run(context ?? document, options);
        return { violations };
      },
      { context: this.context, rules: this.rules, blocking },
    );
  }
}

export const axeOn = (page: Page) => new AxeScan(page);

/** The serious and critical violations a scan finds, each with the elements it names. */
export async function blockingViolations(scan: AxeScan): Promise<string[]> {
  const { violations } = await scan.analyze({ blocking: true });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await blockingViolations(axeOn(page))).toEqual([]);
}
