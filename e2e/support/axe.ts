import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the portal's accessibility target (docs/ACCESSIBILITY.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The WCAG rules about colour, the ones a theme can break. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The WCAG rules whose result can change with the words a page shows: accessible names, labels and
 * text alternatives, the document's title and language, and the rules about a control's size and
 * overflow, which a longer or shorter translation moves. The rest (roles, ARIA attributes, structure,
 * tables, focus order) reads the same elements in any language.
 */
export const TEXT_RULES = [
  'area-alt',
  'aria-command-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-tab-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'document-title',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'label-content-name-mismatch',
  'link-name',
  'object-alt',
  'role-img-alt',
  'scrollable-region-focusable',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'target-size',
  'valid-lang',
];

/** Which rules a check runs: all the WCAG ones, all but `rulesOff`, or only `rulesOnly`. */
export interface RuleScope {
  rulesOff?: readonly string[];
  rulesOnly?: readonly string[];
}

/** What a check looks at: `within`, only what a selector matches. */
export interface CheckScope extends RuleScope {
  within?: string;
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Runs axe in the page itself, loading its source once per document. Not @axe-core/playwright:
 * it loads the source twice per check and finishes each run in a new blank page, which made a
 * check take three times as long as the audit; the portal has no frames of another origin,
 * the one thing that way is for.
 */
async function audit(page: Page, within: string | undefined, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ within, options }) => {
      if (!window.axe) throw new Error('axe-core did not load');
      return window.axe.run(within ? { include: [within] } : document, options);
    },
    { within, options },
  );
}

/**
 * The serious and critical WCAG violations on the page as it is now, one line per element:
 * where, rule id, target and axe's summary of what to fix.
 */
export async function seriousViolations(
  page: Page,
  where: string,
  { within, rulesOff = [], rulesOnly }: CheckScope = {},
): Promise<string[]> {
  const options: RunOptions = {
    // Only violations are read: axe then describes one passing, incomplete or inapplicable element
    // per rule instead of every one (each with a unique selector and its HTML), a fifth to a third of a
    // check's time on the walked screens, with the same violations found.
    resultTypes: ['violations'],
    ...(rulesOnly
      ? { runOnly: { type: 'rule', values: [...rulesOnly] } }
      : {
          runOnly: { type: 'tag', values: WCAG_TAGS },
          rules: Object.fromEntries(rulesOff.map((rule) => [rule, { enabled: false }])),
        }),
  };
  const results = await audit(page, within, options);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
}
