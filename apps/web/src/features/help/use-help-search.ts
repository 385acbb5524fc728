import type { HelpArticle, Lang } from '@portal/contract';
import type MiniSearch from 'minisearch';
import { useEffect, useState } from 'react';
import { HELP_INDEX_OPTIONS, type HelpSection, helpSearchOptions } from './search/help-search-options';

/** One section the search found. */
export type HelpHit = Pick<HelpSection, 'lang' | 'anchor' | 'title' | 'heading' | 'excerpt'> & {
  id: string;
  slug: HelpArticle;
};

let loading: Promise<MiniSearch<HelpSection>> | undefined;

/** The index the build made, loaded on the first search (it is the help pages' alone). */
function loadIndex(): Promise<MiniSearch<HelpSection>> {
  loading ??= Promise.all([import('minisearch'), import('virtual:help-search-index')]).then(
    ([{ default: MiniSearchClass }, { default: json }]) =>
      MiniSearchClass.loadJSON<HelpSection>(json, HELP_INDEX_OPTIONS),
  );
  return loading;
}

/**
 * Searches every article in both languages; sections in the reader's language come first, then the
 * other language's (a Chinese word typed in the English portal still finds the Chinese guide).
 */
export function useHelpSearch(query: string, lang: Lang): { hits: HelpHit[]; searching: boolean } {
  const [state, setState] = useState<{ query: string; hits: HelpHit[] }>({ query: '', hits: [] });
  const text = query.trim();
  useEffect(() => {
    if (!text) return;
    let current = true;
    void loadIndex().then((index) => {
      if (!current) return;
      const found = index.search(text, helpSearchOptions(text)) as unknown as HelpHit[];
      const ordered = [...found.filter((hit) => hit.lang === lang), ...found.filter((hit) => hit.lang !== lang)];
      setState({ query: text, hits: ordered });
    });
    return () => {
      current = false;
    };
  }, [text, lang]);
  if (!text) return { hits: [], searching: false };
  return { hits: state.query === text ? state.hits : [], searching: state.query !== text };
}
