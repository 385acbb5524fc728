import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

let built: Promise<string> | undefined;

/**
 * The production bundle (what `npm start` runs), built once per test worker (the API files share
 * their worker's modules) inside the workspace so its packages resolve; removed when the worker ends.
 * A child process starts from it in about half the time the source takes under tsx, which compiles
 * every module again at each start.
 */
export function serverBundle(): Promise<string> {
  built ??= (async () => {
    const outDir = fs.mkdtempSync(path.join(SERVER_DIR, '.build-test-'));
    process.once('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));
    await buildServer({ outDir });
    return path.join(outDir, 'main.js');
  })();
  return built;
}
