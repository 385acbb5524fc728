import { Marked } from 'marked';
import { type HelpValue, helpValueText } from './help-values';

export type Lang = 'en' | 'zh_CN';

/** What the build knows of an article once rendered: its text parts and where its screenshots go. */
export interface RenderedArticle {
  title: string;
  summary: string;
  toc: { anchor: string; heading: string }[];
  /** HTML without the title; a screenshot's address is the marker `@@shot:<name>@@`. */
  html: string;
  /** The screenshots it names, in order. */
  shots: string[];
  /** The app paths it links to. */
  links: string[];
  /** Per section (the opening first, anchor ''): its heading and plain text, for the search index. */
  sections: { anchor: string; heading: string; text: string }[];
}

const PLACEHOLDER = /\{\{([A-Z0-9_]+)\}\}/g;
const ANCHORED_HEADING = /^## (.+?) \{#([a-z0-9-]+)\}\s*$/;
export const SHOT_MARK = (name: string) => `@@shot:${name}@@`;

/** Puts the contract's values in place of `{{NAME}}`; a name the list lacks fails the build. */
export function fillValues(markdown: string, values: Record<string, HelpValue>, lang: Lang, file: string): string {
  return markdown.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: {{${name}}} is not in build/help/help-values.ts`);
    return helpValueText(value, lang);
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Renders one article's Markdown (docs/web/help-center.md): `## Heading {#anchor}` gives the section
 * its id, `![alt](shot:name)` a screenshot, a link to `/path` a screen of the portal.
 */
export function renderArticle(source: string, file: string): RenderedArticle {
  const lines = source.split('\n');
  const titleLine = lines.findIndex((line) => line.startsWith('# '));
  if (titleLine < 0) throw new Error(`${file}: the first line must be "# Title"`);
  const title = lines[titleLine]?.slice(2).trim() ?? '';
  const anchors: string[] = [];
  const body = lines
    .slice(titleLine + 1)
    .map((line) => {
      if (!line.startsWith('## ')) return line;
      const match = ANCHORED_HEADING.exec(line);
      if (!match) throw new Error(`${file}: "${line}" needs its anchor, "## Heading {#anchor}"`);
      anchors.push(match[2] ?? '');
      return `## ${match[1]}`;
    })
    .join('\n');

  const shots: string[] = [];
  const links: string[] = [];
  let headingIndex = 0;
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        if (depth !== 2) return `<h${depth}>${inner}</h${depth}>\n`;
        const anchor = anchors[headingIndex++] ?? '';
        return `<h2 id="${anchor}">${inner}</h2>\n`;
      },
      image({ href, text }) {
        if (!href.startsWith('shot:')) throw new Error(`${file}: images are screenshots, ![alt](shot:name)`);
        const name = href.slice('shot:'.length);
        shots.push(name);
        return `<img src="${SHOT_MARK(name)}" alt="${escapeHtml(text)}" loading="lazy" class="help-shot">`;
      },
      link({ href, tokens }) {
        const inner = this.parser.parseInline(tokens);
        if (href.startsWith('/')) {
          links.push(href.split(/[?#]/)[0] ?? href);
          return `<a href="${escapeHtml(href)}" data-screen>${inner}</a>`;
        }
        return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${inner}</a>`;
      },
    },
  });
  const html = marked.parse(body, { async: false });

  // Sections: the HTML split before each <h2 id>.
  const parts = html.split(/(?=<h2 id=")/);
  const sections = parts.map((part) => {
    const heading = /^<h2 id="([^"]*)">(.*?)<\/h2>/.exec(part);
    return {
      anchor: heading?.[1] ?? '',
      heading: heading ? plainText(heading[2] ?? '') : title,
      text: plainText(heading ? part.slice(heading[0].length) : part),
    };
  });
  const firstParagraph = /<p>(.*?)<\/p>/s.exec(html);
  return {
    title,
    summary: plainText(firstParagraph?.[1] ?? ''),
    toc: sections.filter((s) => s.anchor).map((s) => ({ anchor: s.anchor, heading: s.heading })),
    html,
    shots,
    links,
    sections,
  };
}
