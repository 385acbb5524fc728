import { build, type InlineConfig, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** The modules whose static imports are the signed-in area's core: the guard, the shell and the page preloader. */
export const SIGNED_IN_ROOTS = ['/src/app/guarded-area.tsx', '/src/layouts/shell.tsx', '/src/app/preload-page.ts'];

/** The name of the chunk, also in its file name. */
export const SIGNED_IN_CHUNK = 'signed-in';

/**
 * The modules every signed-in screen runs before its page, less those a public page loads too: the
 * guard, the shell (ProLayout, tabs, header, menus), the page registry with each page's first reads,
 * and the parts of antd only they use. Split automatically, that is about seventy files of
 * 0.3–60 KB, each a request (six at a time to one HTTP/1.1 host) and a script for the busy main
 * thread to take in; as one chunk, the workplace's content came ≈ 0.2 s sooner on a reload
 * (docs/PERFORMANCE.md).
 *
 * Which modules a page really uses is known only after tree-shaking (`import { Button } from 'antd'`
 * names every antd component), so a first build, unminified and not written, splits the app as
 * usual and its chunks are read:
 * - the public side is every chunk the entry reaches, statically or not, without passing a root;
 * - the signed-in area is the modules of the chunks the roots import statically, less the public side's.
 *
 * The chunk imports only public chunks, and no public chunk imports it statically, so no two chunks
 * import each other; /login loads none of it (bench/login-bundle-size.ts checks the budget).
 */
export async function signedInModules(config: InlineConfig): Promise<Set<string>> {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    build: { ...config.build, write: false, minify: false, manifest: false },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs.flatMap((result) =>
    'output' in result ? result.output.filter((file): file is OutputChunk => file.type === 'chunk') : [],
  );
  return signedInArea(chunks);
}

export function signedInArea(chunks: OutputChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isRoot = (chunk: OutputChunk) =>
    SIGNED_IN_ROOTS.some((root) => chunk.facadeModuleId?.endsWith(root) && chunk.isDynamicEntry);
  const roots = chunks.filter(isRoot);
  if (roots.length !== SIGNED_IN_ROOTS.length) {
    throw new Error(
      `signed-in chunk: ${roots.length} of the ${SIGNED_IN_ROOTS.length} roots have a chunk of their own`,
    );
  }
  const publicSide = reach(
    chunks.filter((chunk) => chunk.isEntry),
    byFile,
    (chunk) => [...chunk.imports, ...chunk.dynamicImports],
    isRoot,
  );
  const core = reach(
    roots,
    byFile,
    (chunk) => chunk.imports,
    () => false,
  );
  return new Set([...core].filter((chunk) => !publicSide.has(chunk)).flatMap((chunk) => chunk.moduleIds));
}

function reach(
  from: OutputChunk[],
  byFile: Map<string, OutputChunk>,
  next: (chunk: OutputChunk) => string[],
  stopAt: (chunk: OutputChunk) => boolean,
): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const queue = [...from];
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    if (seen.has(chunk) || (stopAt(chunk) && !from.includes(chunk))) continue;
    seen.add(chunk);
    for (const file of next(chunk)) {
      const found = byFile.get(file);
      if (found) queue.push(found);
    }
  }
  return seen;
}
