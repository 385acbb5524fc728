import DOMPurify from 'dompurify';

/**
 * Notice bodies are HTML typed by the provider's staff; scripts, event handlers and frames are
 * stripped so a notice can never run code in a merchant's session.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
