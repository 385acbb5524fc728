/**
 * The help center's articles (issue 28; spec 1's six guides): the slugs the web's Markdown files are
 * named by (`apps/web/src/features/help/articles/<lang>/<slug>.md`) and the server takes feedback on.
 * Zod-free: the web build reads it when it builds the articles and their search index.
 */
export const HELP_ARTICLES = [
  'login-and-account',
  'top-up-and-fees',
  'api-integration',
  'sku-maintenance',
  'inbound-appointments',
  'order-creation',
] as const;
export type HelpArticle = (typeof HELP_ARTICLES)[number];

/** A "was this helpful?" comment's length. */
export const HELP_COMMENT_MAX = 500;
