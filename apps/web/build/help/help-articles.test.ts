import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_REGISTRY, type MenuNode } from '../../../../packages/contract/src/menu/registry';
import { HELP_ARTICLES } from '../../../../packages/contract/src/operations/help/articles';
import { HELP_VALUES, helpValueText } from './help-values';
import { articleFile, HELP_LANGS, loadArticles, shotFile } from './load-articles';
import { plainText } from './render-article';

const articles = loadArticles();
const readyPaths = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => [...(node.ready && node.component ? [node.path] : []), ...readyPaths(node.children ?? [])]);
const SCREENS = new Set([...readyPaths(MENU_REGISTRY), '/login', '/register', '/forget']);

/** What an article writes that is not prose: code, link targets, list markers, placeholders. */
function prose(source: string): string {
  return source
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{\{[A-Z0-9_]+\}\}/g, '')
    .replace(/\{#[a-z0-9-]+\}/g, '')
    .replace(/^\s*\d+\.\s/gm, '');
}

describe('help articles (docs/web/help-center.md)', () => {
  it('exist for every article of the contract in English and Chinese', () => {
    for (const slug of HELP_ARTICLES) {
      for (const lang of HELP_LANGS) expect(fs.existsSync(articleFile(lang, slug)), `${lang}/${slug}.md`).toBe(true);
    }
    expect(articles).toHaveLength(HELP_ARTICLES.length * HELP_LANGS.length);
  });

  it('give each language the same sections, each anchored, in the same order', () => {
    for (const slug of HELP_ARTICLES) {
      const [en, zh] = HELP_LANGS.map((lang) => articles.find((a) => a.slug === slug && a.lang === lang));
      expect(en?.toc.length, slug).toBeGreaterThan(2);
      expect(
        zh?.toc.map((e) => e.anchor),
        slug,
      ).toEqual(en?.toc.map((e) => e.anchor));
      expect(en?.summary, slug).not.toBe('');
      expect(zh?.summary, slug).not.toBe('');
    }
  });

  it('state no number of their own: every number is a contract constant, and reads as its value', () => {
    for (const article of articles) {
      expect(prose(article.source).match(/[0-9]+/g) ?? [], article.file).toEqual([]);
      const text = plainText(article.html);
      for (const [, name] of article.source.matchAll(/\{\{([A-Z0-9_]+)\}\}/g)) {
        const value = HELP_VALUES[name ?? ''];
        expect(value, `${article.file}: {{${name}}}`).toBeDefined();
        expect(text, `${article.file}: {{${name}}}`).toContain(helpValueText(value ?? '', article.lang));
      }
    }
    // The SKU guide states the SKU limits the contract holds (SKU_MAX = 30 in rules/sku.ts).
    const sku = articles.find((a) => a.slug === 'sku-maintenance' && a.lang === 'en');
    expect(sku?.source).toContain('{{SKU_MAX}}');
    expect(plainText(sku?.html ?? '')).toContain(String(HELP_VALUES.SKU_MAX));
  });

  it('link only to screens that exist, and quote the paths of spec 2', () => {
    const linked = new Set(articles.flatMap((a) => a.links));
    for (const article of articles) {
      for (const link of article.links) expect(SCREENS.has(link), `${article.file} → ${link}`).toBe(true);
    }
    for (const path of [
      '/login',
      '/billing/topUp',
      '/plugins',
      '/productsList',
      '/products/packages',
      '/order/order-list',
    ]) {
      expect(linked.has(path), path).toBe(true);
    }
  });

  it('show screenshots the script took, in the article’s language', () => {
    for (const article of articles) {
      expect(article.shots.length, article.file).toBeGreaterThan(0);
      for (const shot of article.shots)
        expect(fs.existsSync(shotFile(article.lang, shot)), `${article.file}: ${shot}`).toBe(true);
    }
  });
});
