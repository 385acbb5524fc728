/**
 * antd's extracted styles, as `window.antdStyles()` hands them over (`<style>` elements), merged
 * over several page loads into one style sheet per area of the app (the sign-in page, the other
 * public pages, the signed-in pages), so a page downloads only the styles its area renders.
 */

const CACHE_MAP = 'data-ant-cssinjs-cache-path';

interface StyleBlock {
  id: string;
  priority: number;
  css: string;
}

/** What one area's page loads generated: each style once, and the cache path of each. */
class AreaStyles {
  readonly blocks = new Map<string, StyleBlock>();
  readonly paths = new Map<string, string>();
}

/**
 * The map rule of an area's sheet. antd reads the map from the computed `content` of an element
 * with the map's class, appended to `<body>`; an area's rule is more specific than its base's, so
 * once its sheet is in, its map (which also lists its base's paths) is the one read.
 */
export function mapSelector(level: number): string {
  const scope = ['', 'body ', 'html body '][level] ?? '';
  return `${scope}.${CACHE_MAP}`;
}

export class CapturedStyles {
  /**
   * `areas[0]` is the base every page loads (the entry's sheet); each later area's sheet is loaded
   * on top of it alone, so it holds what its pages generated that the base does not.
   */
  private readonly areas: Map<string, AreaStyles>;

  constructor(areas: readonly string[]) {
    if (areas.length < 1 || areas.length > 3) throw new Error('one base area and at most two more');
    this.areas = new Map(areas.map((area) => [area, new AreaStyles()]));
  }

  /** Adds one page load's extraction to its area; a style seen in an earlier load is kept once. */
  add(area: string, extracted: string): void {
    const into = this.area(area);
    for (const [, attributes = '', css = ''] of extracted.matchAll(/<style ([^>]*)>([\s\S]*?)<\/style>/g)) {
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
      if (attribute(CACHE_MAP) !== undefined) {
        for (const entry of /content:"([^"]*)"/.exec(css)?.[1]?.split(';') ?? []) {
          const at = entry.lastIndexOf(':');
          if (at > 0) into.paths.set(entry.slice(0, at), entry.slice(at + 1));
        }
        continue;
      }
      const id = attribute('data-css-hash');
      if (!id || into.blocks.has(id)) continue;
      into.blocks.set(id, { id, priority: Number(attribute('data-rc-priority') ?? 0), css });
    }
  }

  /** The cache paths of an area's sheet: its own and its base's. */
  pathCount(area: string): number {
    return this.mapOf(area).size;
  }

  /**
   * An area's styles in antd's order (its priority, then first seen), less those of the base, then
   * the map of cache paths its pages may take from the sheets loaded with it.
   */
  toCss(area: string): string {
    const names = [...this.areas.keys()];
    const level = names.indexOf(area);
    const base = this.areas.get(names[0] ?? '');
    const blocks = [...this.area(area).blocks.values()].filter((block) => level === 0 || !base?.blocks.has(block.id));
    const styles = blocks.sort((a, b) => a.priority - b.priority).map((block) => block.css);
    const map = [...this.mapOf(area)].map(([path, id]) => `${path}:${id}`).join(';');
    return `${styles.join('')}${mapSelector(level)}{content:"${map}";}`;
  }

  private mapOf(area: string): Map<string, string> {
    const names = [...this.areas.keys()];
    const base = this.area(names[0] ?? area);
    return new Map([...base.paths, ...this.area(area).paths]);
  }

  private area(name: string): AreaStyles {
    const area = this.areas.get(name);
    if (!area) throw new Error(`no style area ${name}`);
    return area;
  }
}
