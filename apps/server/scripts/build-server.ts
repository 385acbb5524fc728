import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Bundled rather than imported at run time: the workspace's own packages (TypeScript source), and
 * zod and kysely, whose ≈ 380 ES module files Node.js opened, resolved and compiled one by one as the
 * server started (cold start 1,585 → 1,499 ms, medians of eight alternated starts; no package
 * imported at run time uses either). Every other package is imported at run time.
 */
const BUNDLED_PACKAGES = new Set(['@portal/contract', 'zod', 'kysely']);

/**
 * Bundled into the workers (one shared chunk) rather than imported at run time: Node.js loads these
 * CommonJS packages into an ES module by scanning their source for exports and resolving each file,
 * about a third of a second of a new PDF worker's first file (a statement nothing preloaded).
 */
const WORKER_BUNDLED_PACKAGES = new Set(['pdf-lib', '@pdf-lib/fontkit']);

export interface BuildOptions {
  srcDir?: string;
  outDir?: string;
}

export interface BuildResult {
  /** Output files (relative to outDir) of each entry, `main.js` first. */
  entries: string[];
}

/**
 * Production build: `src/main.ts` → `dist/main.js`, and every `src/**\/*.worker.ts` → `dist/<same path>.worker.js`
 * (outbase = src), so a worker launcher finds its file at the same relative place from source and from dist.
 */
export async function buildServer(options: BuildOptions = {}): Promise<BuildResult> {
  const srcDir = path.resolve(options.srcDir ?? path.join(SERVER_DIR, 'src'));
  const outDir = path.resolve(options.outDir ?? path.join(SERVER_DIR, 'dist'));
  const main = path.join(srcDir, 'main.ts');
  const workers = findWorkerEntries(srcDir);
  const entryPoints = [main, ...workers];
  fs.rmSync(outDir, { recursive: true, force: true });
  const common = {
    outbase: srcDir,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // `--enable-source-maps` reads the maps as the bundle loads and keeps them: the mappings are what
    // stack traces need; the sources' text (the repository has it) held about 11 MB of idle memory.
    sourcesContent: false,
    // No comments or indentation (kysely's are a fifth of its bundle): less source for V8 to scan and
    // keep (idle about 3 MB less); names stay, and the maps still point stack traces at the source.
    minifyWhitespace: true,
    metafile: true,
    logLevel: 'warning',
  } as const;
  const external = externalPackages();
  const results = await Promise.all([
    build({ ...common, entryPoints: [main], external }),
    // There may be no worker (a test builds a main alone).
    ...(workers.length === 0
      ? []
      : [
          build({
            ...common,
            entryPoints: workers,
            // What several workers bundle (pdf-lib, the contract) is one chunk they share.
            splitting: true,
            chunkNames: 'chunks/[name]-[hash]',
            external: external.filter((name) => !WORKER_BUNDLED_PACKAGES.has(name)),
          }),
        ]),
  ]);
  const emitted = new Set(
    results.flatMap((result) => Object.keys(result.metafile.outputs)).map((file) => path.resolve(file)),
  );
  const entries = entryPoints.map((entry) => {
    const relative = path.relative(srcDir, entry).replace(/\.ts$/, '.js');
    if (!emitted.has(path.join(outDir, relative))) throw new Error(`build emitted no ${relative} for ${entry}`);
    return relative;
  });
  return { entries };
}

/** Worker entry modules: `*.worker.ts` anywhere under src (there may be none). */
export function findWorkerEntries(srcDir: string): string[] {
  const files = fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => file.endsWith('.worker.ts'))
    .map((file) => path.join(srcDir, file))
    .sort();
}

/** Every dependency the server and its bundled workspace packages declare, except those bundled. */
function externalPackages(): string[] {
  const manifests = [
    path.join(SERVER_DIR, 'package.json'),
    path.join(SERVER_DIR, '../../packages/contract/package.json'),
  ];
  const names = new Set<string>();
  for (const manifest of manifests) {
    const json: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> } = JSON.parse(
      fs.readFileSync(manifest, 'utf8'),
    );
    for (const name of Object.keys({ ...json.dependencies, ...json.devDependencies })) names.add(name);
  }
  return [...names].filter((name) => !BUNDLED_PACKAGES.has(name));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { entries } = await buildServer();
  console.log(`server built in ${Math.round(performance.now() - started)} ms: ${entries.join(', ')}`);
}
