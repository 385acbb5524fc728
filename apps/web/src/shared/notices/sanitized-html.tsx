import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';

/**
 * Notice bodies are HTML typed by the provider's staff. DOMPurify hands back DOM nodes with
 * scripts, event handlers and frames stripped, and those nodes are placed directly, so no HTML
 * string from the server is ever parsed into the live page.
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
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
