import fs from 'node:fs';
import path from 'node:path';
import { registryComponents } from '@portal/contract';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  componentsByPath,
  type PreloadTable,
  preloadScript,
  preloadTable,
  registeredPages,
  resolveModule,
  withPreloadScript,
} from './first-screen-preload';

type Chunk = Rolldown.OutputChunk;

const REGISTRY = path.join(import.meta.dirname, '../src/app/page-registry.ts');

function chunk(fileName: string, fields: Partial<Chunk> & { css?: string[] } = {}): Chunk {
  const { css = [], ...rest } = fields;
  return {
    fileName,
    name: fileName.replace(/-\w+\.js$/, ''),
    imports: [],
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as Chunk;
}

/** The entry, the signed-in chunk and two pages, sharing a button chunk with the entry and a table chunk. */
function built(): Chunk[] {
  return [
    chunk('index-a.js', { isEntry: true, imports: ['react-a.js', 'button-a.js'] }),
    chunk('react-a.js'),
    chunk('button-a.js'),
    chunk('signed-in-a.js', { isDynamicEntry: true, imports: ['react-a.js', 'menu-a.js'], css: ['signed-in-a.css'] }),
    chunk('menu-a.js', { imports: ['button-a.js'] }),
    chunk('list-page-a.js', { isDynamicEntry: true, imports: ['table-a.js', 'menu-a.js'], css: ['list-a.css'] }),
    chunk('table-a.js', { imports: ['react-a.js'] }),
    chunk('home-page-a.js', { isDynamicEntry: true, imports: ['button-a.js'] }),
  ];
}

/** Runs the script as index.html would, in a page at `address` whose storage holds `token`. */
function run(script: string, address: string, token: string | null): { rel: string; as?: string; href: string }[] {
  const url = new URL(address, 'http://portal.test');
  const appended: { rel: string; as?: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
    head: { appendChild: (link: { rel: string; as?: string; href: string }) => appended.push(link) },
  };
  const localStorage = { getItem: (key: string) => (key === 'token' ? token : null) };
  new Function('location', 'localStorage', 'document', script)(url, localStorage, document);
  return appended.map(({ rel, as, href }) => ({ rel, href, ...(as ? { as } : {}) }));
}

describe('the page registry as the build reads it', () => {
  const pages = registeredPages(fs.readFileSync(REGISTRY, 'utf8'));

  it('finds the module of every page the menu opens, and each module exists', () => {
    const found = new Set(pages.map((page) => page.component));
    expect(registryComponents().filter((component) => !found.has(component))).toEqual([]);
    for (const page of pages) expect(fs.existsSync(resolveModule(REGISTRY, page.module))).toBe(true);
    expect(pages.find((page) => page.component === 'products/list')?.module).toBe(
      '../features/products/list/product-list-page',
    );
  });

  it('gives the pages of one pagesOf the same module, and the static pages their paths', () => {
    const order = pages.filter((page) => page.component.startsWith('order/') && page.component !== 'order/list');
    const forms = order.filter((page) => page.module.endsWith('order-form-page'));
    expect(forms.map((page) => page.component).sort()).toEqual(['order/create', 'order/edit', 'order/next']);
    expect(pages.find((page) => page.component === 'errors/403')?.path).toBe('/403');
  });

  it('refuses a page it cannot pair with a literal import', () => {
    expect(() => registeredPages("const P = [{ component: 'a/b', load: () => import('./x') }];")).toThrow(
      /outside page/,
    );
    expect(() => registeredPages("page({ component: 'a/b', load: () => import(name) });")).toThrow(/literal/);
  });

  it('maps a menu address, a static page and / to their components', () => {
    const byPath = componentsByPath(pages);
    expect(byPath.get('/productsList')).toBe('products/list');
    expect(byPath.get('/403')).toBe('errors/403');
    expect(byPath.get('/')).toBe('dashboard/workplace');
  });
});

describe('the first-screen preload table', () => {
  const table = (): PreloadTable =>
    preloadTable(
      built(),
      (component) => built().find((c) => c.fileName === `${component}-page-a.js`),
      new Map([
        ['/list', 'list'],
        ['/home', 'home'],
      ]),
    );
  const files = (indexes: number[] | undefined) => (indexes ?? []).map((i) => table().files[i]);

  it("holds the signed-in area's files once, less what the entry already loads", () => {
    expect(files(table().area)).toEqual(['signed-in-a.js', 'menu-a.js', 'signed-in-a.css']);
  });

  it("gives each address its page's own files, less the entry's and the area's", () => {
    expect(files(table().routes['/list']).sort()).toEqual(['list-a.css', 'list-page-a.js', 'table-a.js']);
    expect(files(table().routes['/home'])).toEqual(['home-page-a.js']);
  });

  it('fails the build for an address whose page has no chunk', () => {
    expect(() => preloadTable(built(), () => undefined, new Map([['/list', 'list']]))).toThrow(/no chunk/);
  });
});

describe('the preload script', () => {
  const script = preloadScript(
    { files: ['assets/a.js', 'assets/b.css', 'assets/page.js'], area: [0, 1], routes: { '/list': [2] } },
    '/',
  );

  it('asks for the area and the page, scripts as modules and styles as styles, with a session', () => {
    expect(run(script, '/list?page=2', 'a-token')).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js' },
      { rel: 'preload', as: 'style', href: '/assets/b.css' },
      { rel: 'modulepreload', href: '/assets/page.js' },
    ]);
    expect(run(script, '/list?token=from-a-link', null)).toHaveLength(3);
  });

  it('asks for nothing without a session, or at an address it does not know', () => {
    expect(run(script, '/list', null)).toEqual([]);
    expect(run(script, '/login', 'a-token')).toEqual([]);
  });

  it('goes after the entry and before the stylesheet, which an inline script would wait for', () => {
    const html =
      '<head><script type="module" src="/assets/index.js"></script>\n    <link rel="stylesheet" href="/assets/index.css"></head>';
    const out = withPreloadScript(html, 'X');
    expect(out.indexOf('<script>X</script>')).toBeGreaterThan(out.indexOf('index.js'));
    expect(out.indexOf('<script>X</script>')).toBeLessThan(out.indexOf('rel="stylesheet"'));
  });
});
