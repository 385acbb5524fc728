/**
 * antd's extracted styles, as `window.antdStyles()` hands them over (`<style>` elements), merged
 * over several page loads into one style sheet for the file the app loads.
 */

const CACHE_MAP = 'data-ant-cssinjs-cache-path';

interface StyleBlock {
  id: string;
  priority: number;
  css: string;
}

export class CapturedStyles {
  private readonly blocks = new Map<string, StyleBlock>();
  private readonly paths = new Map<string, string>();

  /** Adds one page load's extraction; a style seen in an earlier load is kept once. */
  add(extracted: string): void {
    for (const [, attributes = '', css = ''] of extracted.matchAll(/<style ([^>]*)>([\s\S]*?)<\/style>/g)) {
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1];
      if (attribute(CACHE_MAP) !== undefined) {
        for (const entry of /content:"([^"]*)"/.exec(css)?.[1]?.split(';') ?? []) {
          const at = entry.lastIndexOf(':');
          if (at > 0) this.paths.set(entry.slice(0, at), entry.slice(at + 1));
        }
        continue;
      }
      const id = attribute('data-css-hash');
      if (!id || this.blocks.has(id)) continue;
      this.blocks.set(id, { id, priority: Number(attribute('data-rc-priority') ?? 0), css });
    }
  }

  get pathCount(): number {
    return this.paths.size;
  }

  /** The styles in antd's order (its priority, then first seen), then the map of their cache paths. */
  toCss(): string {
    const styles = [...this.blocks.values()].sort((a, b) => a.priority - b.priority).map((block) => block.css);
    const map = [...this.paths].map(([path, id]) => `${path}:${id}`).join(';');
    return `${styles.join('')}.${CACHE_MAP}{content:"${map}";}`;
  }
}
