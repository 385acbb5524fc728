import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A build as the history remembers it: when it was made and the files it wrote to `assets/`. */
export interface BuildRecord {
  builtAt: string;
  files: string[];
}

/** Newest build first. Kept in `.vite/`, which the server does not serve. */
export interface AssetHistory {
  builds: BuildRecord[];
}

/**
 * How long a replaced build's files stay: a page opened before a deploy asks for its chunks as the
 * user moves on, for as long as the tab stays open; a week covers a working week's open tabs.
 */
export const RETENTION_DAYS = 7;
/** At most this many previous builds are kept, however recent (several deploys in one day). */
export const RETAINED_BUILDS = 5;

const HISTORY_FILE = path.join('.vite', 'asset-history.json');
const DAY_MS = 86_400_000;

/**
 * The history after a new build, and the previous builds' files to put back beside it: each of the
 * last RETAINED_BUILDS builds replaced less than RETENTION_DAYS ago. A build was replaced when the
 * next one was made.
 */
export function nextHistory(
  previous: AssetHistory,
  current: BuildRecord,
  now: Date,
): { history: AssetHistory; restore: Set<string> } {
  const kept: BuildRecord[] = [];
  let replacedAt = current.builtAt;
  for (const build of previous.builds) {
    if (kept.length >= RETAINED_BUILDS) break;
    if (now.getTime() - Date.parse(replacedAt) >= RETENTION_DAYS * DAY_MS) break;
    kept.push(build);
    replacedAt = build.builtAt;
  }
  const written = new Set(current.files);
  const restore = new Set(kept.flatMap((build) => build.files).filter((file) => !written.has(file)));
  return { history: { builds: [current, ...kept] }, restore };
}

async function readHistory(outDir: string, assets: string[]): Promise<AssetHistory> {
  try {
    return JSON.parse(await fs.readFile(path.join(outDir, HISTORY_FILE), 'utf8')) as AssetHistory;
  } catch {
    // A build from before the history: its files count as one build, made when its page was.
    if (assets.length === 0) return { builds: [] };
    const stat = await fs.stat(path.join(outDir, 'index.html')).catch(() => null);
    return { builds: [{ builtAt: (stat?.mtime ?? new Date()).toISOString(), files: assets }] };
  }
}

/**
 * Keeps the previous builds' hashed files in `dist/assets/` beside the new build's, so a page
 * loaded before a deploy still finds the chunks it asks for afterwards, from any server instance
 * that runs the new build (docs/web/redeploys.md). Vite empties `dist/` before writing: the files
 * are read at the start of the build and the retained ones written back at its end, with the
 * history of builds in `dist/.vite/asset-history.json`.
 */
export function keepPreviousAssets(): Plugin {
  let outDir = '';
  let previous: AssetHistory = { builds: [] };
  const held = new Map<string, Buffer>();
  return {
    name: 'portal:keep-previous-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      const assetsDir = path.join(outDir, 'assets');
      const names = await fs.readdir(assetsDir).catch(() => []);
      previous = await readHistory(outDir, names);
      held.clear();
      await Promise.all(names.map(async (name) => held.set(name, await fs.readFile(path.join(assetsDir, name)))));
    },
    async closeBundle() {
      const assetsDir = path.join(outDir, 'assets');
      // Read after the compressed copies were written (precompress, at writeBundle).
      const written = await fs.readdir(assetsDir).catch(() => null);
      if (!written) return; // the build wrote nothing
      const current = { builtAt: new Date().toISOString(), files: written.sort() };
      const { history, restore } = nextHistory(previous, current, new Date());
      await Promise.all(
        [...restore].flatMap((name) => {
          const content = held.get(name);
          return content ? [fs.writeFile(path.join(assetsDir, name), content)] : [];
        }),
      );
      await fs.mkdir(path.dirname(path.join(outDir, HISTORY_FILE)), { recursive: true });
      await fs.writeFile(path.join(outDir, HISTORY_FILE), `${JSON.stringify(history, null, 1)}\n`);
      held.clear();
    },
  };
}
