import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A worker's entry module: a compiled `.worker.js`, or a `.worker.ts` source loaded through tsx. */
export interface WorkerEntry {
  file: string;
  fromSource: boolean;
}

const here = fileURLToPath(import.meta.url);
/**
 * Compiled, the server is one bundle (`apps/server/dist/main.js`) and every `*.worker.ts` under
 * `src/` is its own entry at the same relative path under `dist/` (as `.worker.js`). From source
 * (tsx, vitest) this file is `src/platform/heavy-work/worker-entry.ts`.
 */
const compiled = here.endsWith('.js');
const root = compiled ? path.dirname(here) : path.resolve(path.dirname(here), '../..');

/** The entry of a worker by its path under `apps/server/src` (`platform/import/read-sheet.worker.ts`). */
export function workerEntry(sourcePath: string): WorkerEntry {
  if (!sourcePath.endsWith('.worker.ts')) throw new Error(`a worker entry is named *.worker.ts: ${sourcePath}`);
  return compiled
    ? { file: path.join(root, sourcePath.replace(/\.ts$/, '.js')), fromSource: false }
    : { file: path.join(root, sourcePath), fromSource: true };
}

/**
 * The code a worker starts with to run a `.ts` entry: it registers tsx's loader in the worker's own
 * thread first (on Node 20 `execArgv: ['--import', 'tsx']` does not reach the worker's entry).
 */
export function sourceBootstrap(entry: WorkerEntry): string {
  const api = import.meta.resolve('tsx/esm/api');
  const file = pathToFileURL(entry.file).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); });`;
}
