import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin, Rolldown } from 'vite';
// By path, not '@portal/contract': Vite loads its config with Node, which runs no TypeScript from node_modules.
import { MENU_REGISTRY, type MenuNode } from '../../../packages/contract/src/menu/registry';
import { HOME_PATH } from '../src/shared/routing/home-path';
import { STORAGE_KEYS } from '../src/shared/storage/storage-keys';
import { SIGNED_IN_CHUNK } from './signed-in-chunk';

type OutputChunk = Rolldown.OutputChunk;

/** A page of the registry as its source states it: its key, its static path, the module it loads. */
export interface RegisteredPage {
  component: string;
  path?: string;
  /** The specifier of its `load`'s `import()`, relative to the registry. */
  module: string;
}

const PAGE_REGISTRY = 'src/app/page-registry.ts';

/**
 * The pages of the page registry's source: `page({ component, path?, load: () => import(…) })` and
 * `pagesOf(() => import(…), [{ component, path? }, …])`. The registry is code (its `load`s must be
 * literal imports for the bundler to split them), so the build reads which module each component
 * loads from its syntax. Any object with a `component` that is not one of those two forms fails the
 * build rather than leave its page without a preload.
 */
export function registeredPages(source: string): RegisteredPage[] {
  const file = ts.createSourceFile(PAGE_REGISTRY, source, ts.ScriptTarget.Latest, true);
  const pages: RegisteredPage[] = [];
  const claimed = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [first, second] = node.arguments;
      if (node.expression.text === 'page' && first && ts.isObjectLiteralExpression(first)) {
        const load = property(first, 'load');
        pages.push(pageOf(first, importedBy(load)));
        claimed.add(first);
      }
      if (node.expression.text === 'pagesOf' && first && second && ts.isArrayLiteralExpression(second)) {
        const module = importedBy(first);
        for (const element of second.elements) {
          if (!ts.isObjectLiteralExpression(element))
            throw new Error(`${PAGE_REGISTRY}: pagesOf takes object literals`);
          pages.push(pageOf(element, module));
          claimed.add(element);
        }
      }
    }
    if (ts.isObjectLiteralExpression(node) && property(node, 'component') && !claimed.has(node)) {
      throw new Error(`${PAGE_REGISTRY}: a page outside page(…) or pagesOf(…) at line ${line(file, node)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return pages;
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of object.properties) {
    if (ts.isPropertyAssignment(member) && ts.isIdentifier(member.name) && member.name.text === name) {
      return member.initializer;
    }
  }
  return undefined;
}

function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  const value = property(object, name);
  if (value === undefined) return undefined;
  if (!ts.isStringLiteral(value)) throw new Error(`${PAGE_REGISTRY}: \`${name}\` must be a string literal`);
  return value.text;
}

function pageOf(object: ts.ObjectLiteralExpression, module: string): RegisteredPage {
  const component = stringProperty(object, 'component');
  if (!component) throw new Error(`${PAGE_REGISTRY}: a page without a component`);
  const path = stringProperty(object, 'path');
  return { component, module, ...(path ? { path } : {}) };
}

/** `() => import('x')` → 'x'. */
function importedBy(load: ts.Expression | undefined): string {
  const body = load && ts.isArrowFunction(load) ? load.body : undefined;
  if (
    body &&
    ts.isCallExpression(body) &&
    body.expression.kind === ts.SyntaxKind.ImportKeyword &&
    body.arguments[0] &&
    ts.isStringLiteral(body.arguments[0])
  ) {
    return body.arguments[0].text;
  }
  throw new Error(`${PAGE_REGISTRY}: a page's load must be \`() => import('<literal>')\``);
}

function line(file: ts.SourceFile, node: ts.Node): number {
  return file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
}

/** Address → page component: the menu registry's entries, the static pages' paths, and `/` (home). */
export function componentsByPath(pages: RegisteredPage[], menu: MenuNode[] = MENU_REGISTRY): Map<string, string> {
  const byPath = new Map<string, string>();
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.component && node.ready) byPath.set(node.path, node.component);
      walk(node.children ?? []);
    }
  };
  walk(menu);
  for (const page of pages) if (page.path) byPath.set(page.path, page.component);
  const home = byPath.get(HOME_PATH);
  if (home) byPath.set('/', home);
  return byPath;
}

/** The files to ask for at each address, as indexes into `files`: the area's, then the route's own. */
export interface PreloadTable {
  files: string[];
  area: number[];
  routes: Record<string, number[]>;
}

/**
 * What a signed-in first load of each address needs beyond the entry: the signed-in chunk and the
 * page's chunk, each with every chunk they import statically, and their stylesheets.
 */
export function preloadTable(
  chunks: OutputChunk[],
  pageChunkOf: (component: string) => OutputChunk | undefined,
  byPath: Map<string, string>,
): PreloadTable {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: OutputChunk[]) => {
    const seen = new Set<OutputChunk>();
    const stack = [...start];
    for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) stack.push(imported);
      }
    }
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const signedIn = chunks.find((chunk) => chunk.name === SIGNED_IN_CHUNK);
  if (!signedIn) throw new Error(`first-screen preload: no ${SIGNED_IN_CHUNK} chunk`);
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const index = (file: string) => {
    let at = indexOf.get(file);
    if (at === undefined) {
      at = files.push(file) - 1;
      indexOf.set(file, at);
    }
    return at;
  };
  const filesOf = (needed: OutputChunk[]) => [
    ...needed.map((chunk) => chunk.fileName),
    ...needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  ];
  const areaChunks = closure([signedIn]);
  const area = filesOf([...areaChunks].filter((chunk) => !entry.has(chunk))).map(index);
  const routes: Record<string, number[]> = {};
  for (const [pathname, component] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
    const page = pageChunkOf(component);
    if (!page) throw new Error(`first-screen preload: no chunk for the page ${component} (${pathname})`);
    const own = [...closure([page])].filter((chunk) => !entry.has(chunk) && !areaChunks.has(chunk));
    routes[pathname] = filesOf(own).map(index);
  }
  return { files, area, routes };
}

/**
 * The inline script that asks for them: run by the parser before the stylesheet (a script after a
 * pending stylesheet would wait for it), for a visitor with a session (one in storage, or one
 * arriving in the address) — anyone else is on the way to /login, which loads none of it.
 */
export function preloadScript(table: PreloadTable, base: string): string {
  const tokenKey = JSON.stringify(STORAGE_KEYS.token);
  return `(function(f,a,r){try{var k=r[location.pathname];if(!k||!(localStorage.getItem(${tokenKey})||/[?&]token=/.test(location.search)))return;k=a.concat(k);for(var i=0;i<k.length;i++){var n=f[k[i]],l=document.createElement("link");if(/\\.css$/.test(n)){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.crossOrigin="";l.href=${JSON.stringify(base)}+n;document.head.appendChild(l)}}catch(e){}})(${JSON.stringify(table.files)},${JSON.stringify(table.area)},${JSON.stringify(table.routes)})`;
}

/**
 * Puts the script in the built index.html. On a reload of a signed-in address the browser then
 * fetches the signed-in area's and the page's code in parallel with the entry, where the app alone
 * would find them one after the other (entry → signed-in chunk → page → its chunks); the module
 * graph it fetches is the one `import()` will ask for, so nothing is fetched twice.
 */
export function firstScreenPreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'portal:first-screen-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const registry = path.join(root, PAGE_REGISTRY);
        const pages = registeredPages(fs.readFileSync(registry, 'utf8'));
        const chunks = Object.values(context.bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const moduleOf = new Map(pages.map((page) => [page.component, resolveModule(registry, page.module)]));
        const pageChunkOf = (component: string) => {
          const module = moduleOf.get(component);
          return chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === module);
        };
        const table = preloadTable(chunks, pageChunkOf, componentsByPath(pages));
        return withPreloadScript(html, preloadScript(table, base));
      },
    },
  };
}

/**
 * The script goes after the entry's own tags, which the browser asks for first, and before the
 * stylesheet: an inline script after a stylesheet still loading waits for it.
 */
export function withPreloadScript(html: string, script: string): string {
  const stylesheet = html.search(/<link\b[^>]*rel="stylesheet"/);
  if (stylesheet < 0) throw new Error('first-screen preload: index.html has no stylesheet link');
  return `${html.slice(0, stylesheet)}<script>${script}</script>\n    ${html.slice(stylesheet)}`;
}

/** The module file a registry import names (`../features/x/y-page` → its `.tsx` or `.ts`). */
export function resolveModule(registry: string, specifier: string): string {
  const stem = path.resolve(path.dirname(registry), specifier);
  const found = ['.tsx', '.ts'].map((extension) => stem + extension).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`first-screen preload: ${specifier} names no module`);
  return found;
}
