import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from |import\()'(\.[^']+)'/g)].map((m) =>
    path.relative(SRC, path.resolve(path.dirname(file), m[1] ?? '')),
  );
}

/** app → layouts → features → shared (and locales); nothing points back up, features stay apart. */
describe('web boundaries', () => {
  it('features import neither each other nor app/ or layouts/', () => {
    const offences = sourceFiles(path.join(SRC, 'features')).flatMap((file) => {
      const own = path.relative(path.join(SRC, 'features'), file).split(path.sep)[0];
      return importsOf(file)
        .filter(
          (t) =>
            t.startsWith('app') ||
            t.startsWith('layouts') ||
            (t.startsWith('features') && t.split(path.sep)[1] !== own),
        )
        .map((t) => `${path.relative(SRC, file)} → ${t}`);
    });
    expect(offences).toEqual([]);
  });

  it('shared/ imports no feature, layout or app code', () => {
    const offences = sourceFiles(path.join(SRC, 'shared')).flatMap((file) =>
      importsOf(file)
        .filter((t) => /^(features|layouts|app)/.test(t))
        .map((t) => `${path.relative(SRC, file)} → ${t}`),
    );
    expect(offences).toEqual([]);
  });
});
