import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, findWorkerEntries } from './build-server';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
// Inside the workspace, so that the bundle's external imports (zod) resolve from node_modules as in dist/.
const workDir = fs.mkdtempSync(path.join(SERVER_DIR, '.build-test-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('production build', () => {
  it('emits main.js and every *.worker.ts under src at the same relative path, with the contract bundled', async () => {
    const srcDir = path.join(workDir, 'src');
    const outDir = path.join(workDir, 'dist');
    fs.mkdirSync(path.join(srcDir, 'modules/orders/import'), { recursive: true });
    fs.writeFileSync(path.join(srcDir, 'main.ts'), "console.log('main');\n");
    fs.writeFileSync(
      path.join(srcDir, 'modules/orders/import/parse-orders.worker.ts'),
      [
        "import { parentPort } from 'node:worker_threads';",
        "import { errorMessage } from '@portal/contract';",
        "parentPort?.postMessage(errorMessage('TOO_FREQUENT', 'en'));",
      ].join('\n'),
    );

    const { entries } = await buildServer({ srcDir, outDir });

    expect(entries).toEqual(['main.js', 'modules/orders/import/parse-orders.worker.js']);
    const workerFile = path.join(outDir, 'modules/orders/import/parse-orders.worker.js');
    expect(fs.readFileSync(workerFile, 'utf8')).not.toContain('@portal/contract');
    const message = await new Promise((resolve, reject) => {
      const worker = new Worker(workerFile);
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(message).toBe('Operation too frequent');
  });

  it('builds the real server, whatever number of worker entries src holds', async () => {
    const srcDir = path.join(SERVER_DIR, 'src');
    const outDir = path.join(workDir, 'real-dist');
    const workers = findWorkerEntries(srcDir).map((file) => path.relative(srcDir, file).replace(/\.ts$/, '.js'));

    const { entries } = await buildServer({ srcDir, outDir });

    expect(entries).toEqual(['main.js', ...workers]);
    for (const entry of entries) expect(fs.existsSync(path.join(outDir, entry))).toBe(true);
    // The compiled server and its workers run on plain Node: no import, dynamic import or require of tsx.
    const importsTsx = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s*)["']tsx(?:\/[^"']*)?["']/;
    for (const entry of entries) expect(fs.readFileSync(path.join(outDir, entry), 'utf8')).not.toMatch(importsTsx);
    // zod and kysely are bundled: a start opens none of their hundreds of module files.
    const importsBundled = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)["'](?:zod|kysely)(?:\/[^"']*)?["']/;
    expect(fs.readFileSync(path.join(outDir, 'main.js'), 'utf8')).not.toMatch(importsBundled);
  });

  it('needs tsx and esbuild only to build: they are development dependencies, left out of a production install', () => {
    const manifest: { dependencies: Record<string, string>; devDependencies: Record<string, string> } = JSON.parse(
      fs.readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'),
    );
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
    expect(Object.keys(manifest.dependencies)).not.toContain('esbuild');
    expect(manifest.devDependencies).toHaveProperty('tsx');
    expect(manifest.devDependencies).toHaveProperty('esbuild');
    // `npm ci --omit=dev` installs what the lock file does not mark `dev`, across every workspace.
    const lock: { packages: Record<string, { dev?: boolean }> } = JSON.parse(
      fs.readFileSync(path.join(SERVER_DIR, '../../package-lock.json'), 'utf8'),
    );
    expect(lock.packages['node_modules/tsx']?.dev).toBe(true);
    expect(lock.packages['node_modules/esbuild']?.dev).toBe(true);
  });
});
