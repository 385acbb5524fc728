import type { ReactNode } from 'react';

/**
 * A wide table of figures only (no control to tab to) that may scroll sideways: the region takes the
 * keyboard focus itself, so it scrolls by the arrow keys too (WCAG 2.1.1; axe
 * `scrollable-region-focusable`), and is named for a screen reader.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll.
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </section>
  );
}
