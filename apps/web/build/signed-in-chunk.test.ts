import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { signedInArea } from './signed-in-chunk';

type Chunk = Rolldown.OutputChunk;

/** A chunk of the first build as the area reads it: its file, modules and imports. */
function chunk(fileName: string, fields: Partial<Chunk>): Chunk {
  return {
    fileName,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    isEntry: false,
    isDynamicEntry: false,
    ...fields,
  } as Chunk;
}

const root = (file: string, facade: string, imports: string[], moduleIds: string[]) =>
  chunk(file, { facadeModuleId: `/app${facade}`, isDynamicEntry: true, imports, moduleIds });

/** An app split as the first build splits it: the entry, /login, the three roots and a page. */
function app(): Chunk[] {
  return [
    chunk('index.js', {
      isEntry: true,
      moduleIds: ['/app/src/main.tsx', 'react'],
      dynamicImports: ['login.js', 'guarded.js', 'shell.js', 'preload.js'],
    }),
    chunk('login.js', { isDynamicEntry: true, imports: ['button.js'], moduleIds: ['/app/src/login-page.tsx'] }),
    chunk('button.js', { moduleIds: ['antd/button'] }),
    root('guarded.js', '/src/app/guarded-area.tsx', ['button.js', 'query.js'], ['/app/src/app/guarded-area.tsx']),
    root('shell.js', '/src/layouts/shell.tsx', ['tabs.js', 'query.js'], ['/app/src/layouts/shell.tsx']),
    root('preload.js', '/src/app/preload-page.ts', ['query.js'], ['/app/src/app/preload-page.ts']),
    chunk('tabs.js', { moduleIds: ['antd/tabs', 'antd/dropdown'] }),
    chunk('query.js', { moduleIds: ['tanstack/query'], dynamicImports: ['page.js'] }),
    chunk('page.js', {
      isDynamicEntry: true,
      imports: ['table.js', 'query.js'],
      moduleIds: ['/app/src/list-page.tsx'],
    }),
    chunk('table.js', { moduleIds: ['antd/table'] }),
  ];
}

describe('the signed-in chunk', () => {
  it("holds the roots and what they import statically, and none of the public side's modules", () => {
    expect([...signedInArea(app())].sort()).toEqual([
      '/app/src/app/guarded-area.tsx',
      '/app/src/app/preload-page.ts',
      '/app/src/layouts/shell.tsx',
      'antd/dropdown',
      'antd/tabs',
      'tanstack/query',
    ]);
  });

  it('leaves out a module the public side reaches through a dynamic import, and the pages the area opens', () => {
    const chunks = app().map((c) => (c.fileName === 'login.js' ? { ...c, dynamicImports: ['tabs.js'] } : c));
    const area = signedInArea(chunks);
    expect(area.has('antd/tabs')).toBe(false);
    expect(area.has('antd/table')).toBe(false);
    expect(area.has('/app/src/list-page.tsx')).toBe(false);
  });

  it('refuses a build where a root has no chunk of its own', () => {
    const chunks = app().filter((c) => c.fileName !== 'shell.js');
    expect(() => signedInArea(chunks)).toThrow('2 of the 3 roots');
  });
});
