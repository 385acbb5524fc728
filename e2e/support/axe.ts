import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the portal's accessibility target (docs/ACCESSIBILITY.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical WCAG violations on the page as it is now, one line per element:
 * where, rule id, target and axe's summary of what to fix. `within` limits the check to what a selector matches.
 */
export async function seriousViolations(page: Page, where: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  return lines(await (within ? builder.include(within) : builder).analyze(), where);
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
