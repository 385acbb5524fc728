import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1] ?? ''));
}

describe('server layering', () => {
  const modulesDir = path.join(SRC, 'modules');

  it('feature modules never import each other', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(modulesDir)) {
      const own = path.relative(modulesDir, file).split(path.sep)[0];
      // modules/index.ts is the registry of modules, not a module.
      if (own === 'index.ts') continue;
      for (const target of importsOf(file)) {
        const rel = path.relative(modulesDir, target);
        const other = rel.startsWith('..') ? undefined : rel.split(path.sep)[0];
        if (other && other !== own && !other.startsWith('index')) offences.push(`${path.relative(SRC, file)} → ${rel}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('shared layers never import a feature module', () => {
    const shared = ['http', 'identity', 'platform', 'db', 'adapters']
      .map((d) => path.join(SRC, d))
      .filter(fs.existsSync);
    const offences = shared.flatMap(sourceFiles).flatMap((file) =>
      importsOf(file)
        .filter((t) => t.startsWith(modulesDir))
        .map((t) => `${file} → ${t}`),
    );
    expect(offences).toEqual([]);
  });

  it('only repositories, the db layer and the seed build SQL', () => {
    const allowed = /(repository|rate-limiter|secrets|outbox[^/]*|\/db\/.*|seed\/.*)\.ts$/;
    const offences = sourceFiles(SRC)
      .filter((file) => !allowed.test(file))
      .filter((file) => /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offences).toEqual([]);
  });
});
