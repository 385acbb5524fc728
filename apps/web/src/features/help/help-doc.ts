import type { HelpArticle } from '@portal/contract';

/** One section of an article's table of contents. */
export interface HelpTocEntry {
  anchor: string;
  heading: string;
}

/** An article in one language as the build renders it (apps/web/build/help/). */
export interface HelpDoc {
  slug: HelpArticle;
  lang: 'en' | 'zh_CN';
  title: string;
  summary: string;
  toc: HelpTocEntry[];
  /** The article's HTML without its title, headings carrying their anchors as ids. */
  html: string;
}
