import type { Options, SearchOptions } from 'minisearch';

/** Chinese characters (CJK unified ideographs and their extension A and compatibility blocks). */
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const HAN_RUNS = /[\u3400-\u9fff\uf900-\ufaff]{2,}/g;

/** Whether a term is Chinese: no prefix or typo matching there, where one character changes the word. */
export const isChinese = (term: string): boolean => HAN.test(term);

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * Every pair of neighbouring characters of each run of Chinese characters. The segmenter's words of
 * a query and of an article can fall differently ("入库存放" is 入库 + 存放, so 库存 is no word of it);
 * the pairs make any two characters the article holds side by side findable.
 */
function hanPairs(text: string): string[] {
  const pairs: string[] = [];
  for (const run of text.match(HAN_RUNS) ?? []) {
    for (let i = 0; i + 2 <= run.length; i++) pairs.push(run.slice(i, i + 2));
  }
  return pairs;
}

/** An article's terms: the words `Intl.Segmenter` finds (English and Chinese), and the Chinese pairs. */
export function articleTerms(text: string): string[] {
  const words = [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment);
  return [...words, ...hanPairs(text)];
}

/**
 * A query's terms: English words as typed (matched by prefix and with typos), Chinese as its pairs
 * (a one-character query as itself), so a two-character query is one term that the article's pairs hold.
 */
export function queryTerms(query: string): string[] {
  return [...segmenter.segment(query)]
    .filter((part) => part.isWordLike)
    .flatMap((part) => (isChinese(part.segment) && part.segment.length > 2 ? hanPairs(part.segment) : [part.segment]));
}

/** One searchable section of an article in one language. */
export interface HelpSection {
  id: string;
  lang: 'en' | 'zh_CN';
  slug: string;
  /** The section's anchor; '' for the article's opening before its first section. */
  anchor: string;
  title: string;
  heading: string;
  text: string;
  /** The section's opening words, shown under a result. */
  excerpt: string;
}

/** How the index is built (at build time) and loaded (on the help pages): the same on both sides. */
export const HELP_INDEX_OPTIONS: Options<HelpSection> = {
  fields: ['title', 'heading', 'text'],
  storeFields: ['lang', 'slug', 'anchor', 'title', 'heading', 'excerpt'],
  tokenize: articleTerms,
};

/** English matches by prefix and forgives a typo in four letters or more; Chinese matches exactly. */
export function helpSearchOptions(query: string): SearchOptions {
  return {
    tokenize: queryTerms,
    boost: { title: 3, heading: 2 },
    prefix: (term) => !isChinese(term),
    fuzzy: (term) => (isChinese(term) || term.length < 4 ? false : 0.25),
    // Every English word must match; Chinese pairs are each one piece of the query, so any may.
    combineWith: isChinese(query) ? 'OR' : 'AND',
  };
}
