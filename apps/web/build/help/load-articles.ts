import fs from 'node:fs';
import path from 'node:path';
import { HELP_ARTICLES } from '../../../../packages/contract/src/operations/help/articles';
import { HELP_VALUES } from './help-values';
import { fillValues, type Lang, type RenderedArticle, renderArticle } from './render-article';

export const HELP_LANGS: Lang[] = ['en', 'zh_CN'];

const FEATURE = path.resolve(import.meta.dirname, '../../src/features/help');
export const ARTICLES_DIR = path.join(FEATURE, 'articles');
export const SHOTS_DIR = path.join(FEATURE, 'screenshots');
export const HELP_VALUES_FILE = path.join(import.meta.dirname, 'help-values.ts');

export interface LoadedArticle extends RenderedArticle {
  slug: string;
  lang: Lang;
  file: string;
  /** The Markdown as written, before the contract's values are filled in. */
  source: string;
}

export const articleFile = (lang: Lang, slug: string) => path.join(ARTICLES_DIR, lang, `${slug}.md`);
export const shotFile = (lang: Lang, name: string) => path.join(SHOTS_DIR, lang, `${name}.jpg`);

/**
 * The screenshot script builds the app to shoot it, before the screenshots (or an article being
 * written) exist: `HELP_DRAFT=1` lets such a build go without them.
 */
const DRAFT = process.env.HELP_DRAFT === '1';

/** Every article of the contract's list in both languages, rendered; a missing file fails. */
export function loadArticles(): LoadedArticle[] {
  return HELP_ARTICLES.flatMap((slug) =>
    HELP_LANGS.flatMap((lang) => {
      const file = articleFile(lang, slug);
      if (DRAFT && !fs.existsSync(file)) return [];
      if (!fs.existsSync(file)) throw new Error(`help article ${slug} has no ${lang} file: ${file}`);
      const source = fs.readFileSync(file, 'utf8');
      const rendered = renderArticle(fillValues(source, HELP_VALUES, lang, file), file);
      for (const shot of DRAFT ? [] : rendered.shots) {
        if (!fs.existsSync(shotFile(lang, shot))) {
          throw new Error(`${file}: no screenshot ${shot} (npm run help:screenshots takes them)`);
        }
      }
      return [{ ...rendered, slug, lang, file, source }];
    }),
  );
}
