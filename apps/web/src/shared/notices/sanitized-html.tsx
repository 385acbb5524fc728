import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';

/**
 * Form controls and buttons: a notice is read, not filled in. Inside the portal they could pose as
 * its own sign-in or payment fields and catch what a merchant types.
 */
const FORM_CONTROLS = [
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'textarea',
  'datalist',
  'fieldset',
  'legend',
  'output',
  'label',
];

/**
 * Notice bodies are HTML typed by the provider's staff. DOMPurify hands back DOM nodes with
 * scripts, event handlers and frames stripped, and those nodes are placed directly, so no HTML
 * string from the server is ever parsed into the live page. Inline styles go too: they could lay
 * a notice over the portal's own screens (a fixed, full-page overlay) or hide text.
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', ...FORM_CONTROLS],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
}

export function SanitizedHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeToFragment(html));
  }, [html]);
  return <div ref={ref} style={{ overflowWrap: 'anywhere' }} />;
}
