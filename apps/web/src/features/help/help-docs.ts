import { HELP_DOCS } from 'virtual:help-articles';
import { HELP_ARTICLES, type HelpArticle, type Lang } from '@portal/contract';
import { pagePath } from '../../shared/routing/page-path';
import type { HelpDoc } from './help-doc';

/** The article pages' query: which article, and the section to scroll to (index.ts writes them too). */
export const ARTICLE_PARAM = 'slug';
export const SECTION_PARAM = 'section';

export const isHelpArticle = (value: string | null): value is HelpArticle =>
  value !== null && (HELP_ARTICLES as readonly string[]).includes(value);

/** An article in a language (every article has both: the build fails otherwise). */
export function helpDoc(slug: HelpArticle, lang: Lang): HelpDoc | undefined {
  return HELP_DOCS.find((doc) => doc.slug === slug && doc.lang === lang);
}

/** The articles of a language in the contract's order (spec 1's). */
export function helpDocsIn(lang: Lang): HelpDoc[] {
  return HELP_ARTICLES.flatMap((slug) => helpDoc(slug, lang) ?? []);
}

/** The address of an article, or of one of its sections. */
export function articlePath(slug: HelpArticle, section?: string): string {
  const query = new URLSearchParams({ [ARTICLE_PARAM]: slug, ...(section ? { [SECTION_PARAM]: section } : {}) });
  return `${pagePath('help/article')}?${query}`;
}
