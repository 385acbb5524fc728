import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the portal's accessibility target (docs/ACCESSIBILITY.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What a check looks at: `within`, only what a selector matches; `rulesOff`, axe rules not run. */
export interface CheckScope {
  within?: string;
  rulesOff?: readonly string[];
}

/**
 * The serious and critical WCAG violations on the page as it is now, one line per element:
 * where, rule id, target and axe's summary of what to fix.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  { within, rulesOff = [] }: CheckScope = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (rulesOff.length > 0) builder = builder.disableRules([...rulesOff]);
  if (within) builder = builder.include(within);
  return lines(await builder.analyze(), where);
}

function lines(results: AxeResults, where: string): string[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
}
