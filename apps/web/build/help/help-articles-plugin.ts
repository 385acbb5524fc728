import fs from 'node:fs';
import MiniSearch from 'minisearch';
import type { Plugin } from 'vite';
import { HELP_INDEX_OPTIONS, type HelpSection } from '../../src/features/help/search/help-search-options';
import { HELP_VALUES_FILE, type LoadedArticle, loadArticles, shotFile } from './load-articles';
import { SHOT_MARK } from './render-article';

const ARTICLES_ID = 'virtual:help-articles';
const INDEX_ID = 'virtual:help-search-index';
const EXCERPT_CHARS = 140;

/** The articles as a module: their HTML, each screenshot an imported asset (hashed by the build). */
function articlesModule(articles: LoadedArticle[]): string {
  const imports: string[] = [];
  const docs = articles.map((article) => {
    let html = JSON.stringify(article.html);
    for (const name of new Set(article.shots)) {
      if (!fs.existsSync(shotFile(article.lang, name))) continue;
      const id = `shot${imports.length}`;
      imports.push(`import ${id} from ${JSON.stringify(shotFile(article.lang, name))};`);
      html = html.split(SHOT_MARK(name)).join(`" + ${id} + "`);
    }
    const { slug, lang, title, summary, toc } = article;
    return `{ ...${JSON.stringify({ slug, lang, title, summary, toc })}, html: ${html} }`;
  });
  return `${imports.join('\n')}\nexport const HELP_DOCS = [\n${docs.join(',\n')}\n];\n`;
}

/** Every section of every article in both languages, indexed once, at build time. */
export function searchIndexJson(articles: LoadedArticle[]): string {
  const search = new MiniSearch<HelpSection>(HELP_INDEX_OPTIONS);
  search.addAll(
    articles.flatMap((article) =>
      article.sections.map((section) => ({
        id: `${article.lang}/${article.slug}#${section.anchor}`,
        lang: article.lang,
        slug: article.slug,
        anchor: section.anchor,
        title: article.title,
        heading: section.heading,
        text: section.text,
        excerpt: section.text.length > EXCERPT_CHARS ? `${section.text.slice(0, EXCERPT_CHARS)}…` : section.text,
      })),
    ),
  );
  return JSON.stringify(search);
}

/**
 * The help center's articles and search index (docs/web/help-center.md), built from the Markdown
 * under src/features/help/articles at build time: the browser gets HTML and a ready index, no
 * Markdown parser, and only the help pages import them.
 */
export function helpArticles(): Plugin {
  return {
    name: 'portal-help-articles',
    resolveId(id) {
      return id === ARTICLES_ID || id === INDEX_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${ARTICLES_ID}` && id !== `\0${INDEX_ID}`) return undefined;
      const articles = loadArticles();
      for (const article of articles) this.addWatchFile(article.file);
      this.addWatchFile(HELP_VALUES_FILE);
      return id === `\0${ARTICLES_ID}`
        ? articlesModule(articles)
        : `export default ${JSON.stringify(searchIndexJson(articles))};`;
    },
  };
}
