import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OperationDef } from '../core/operation';
import { ALL_OPERATIONS, AREAS, isOperation } from './index';

const DIR = import.meta.dirname;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every source file under operations/, tests and the index aside. */
function areaFiles(dir = DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return areaFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && full !== path.join(DIR, 'index.ts')
      ? [full]
      : [];
  });
}

describe('contract areas', () => {
  const areas = Object.entries(AREAS) as [string, Record<string, unknown>][];

  it('prefix every operation id with its area', () => {
    const wrong = areas.flatMap(([name, area]) =>
      Object.values(area)
        .filter(isOperation)
        .filter((op) => !op.id.startsWith(`${name}.`))
        .map((op) => `${op.id} in ${name}`),
    );
    expect(wrong).toEqual([]);
  });

  it('keep each area in operations/<area>.ts (parts in operations/<area>/), and no other file', () => {
    const expected = new Set(areas.map(([name]) => kebab(name)));
    const stray = areaFiles()
      .map((file) => path.relative(DIR, file).split(path.sep)[0]?.replace(/\.ts$/, '') ?? '')
      .filter((area) => !expected.has(area));
    expect(stray).toEqual([]);
    const missing = areas.map(([name]) => kebab(name)).filter((file) => !fs.existsSync(path.join(DIR, `${file}.ts`)));
    expect(missing).toEqual([]);
  });

  it('lists in ALL_OPERATIONS every operation any area file defines, each once', async () => {
    const defined = new Set<OperationDef>();
    for (const file of areaFiles()) {
      for (const value of Object.values((await import(file)) as Record<string, unknown>)) {
        if (isOperation(value)) defined.add(value);
      }
    }
    const listed = new Set(ALL_OPERATIONS);
    expect([...defined].filter((op) => !listed.has(op)).map((op) => op.id)).toEqual([]);
    expect(ALL_OPERATIONS.length).toBe(defined.size);
    expect(new Set(ALL_OPERATIONS.map((op) => op.id)).size).toBe(ALL_OPERATIONS.length);
    expect(new Set(ALL_OPERATIONS.map((op) => `${op.method} ${op.path}`)).size).toBe(ALL_OPERATIONS.length);
  });
});
