import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server';
import { BUNDLE_DIR_PREFIX, SERVER_DIR } from './server-bundle-dir';

let built: Promise<string> | undefined;

/**
 * The production bundle (what `npm start` runs), built once per test worker (the API files share
 * their worker's modules) inside the workspace so its packages resolve; removed when the run ends
 * (`bundle-global-setup.ts`; the folder names the run, the worker's parent process).
 * A child process starts from it in about half the time the source takes under tsx, which compiles
 * every module again at each start.
 */
export function serverBundle(): Promise<string> {
  built ??= (async () => {
    const outDir = fs.mkdtempSync(path.join(SERVER_DIR, `${BUNDLE_DIR_PREFIX}${process.ppid}-`));
    await buildServer({ outDir });
    return path.join(outDir, 'main.js');
  })();
  return built;
}
