import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_ROOTS } from '../../vitest.config';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What a unit test may not do now that the unit project's files share their worker's modules
 * (`isolate: false` in vitest.config.ts): a module mocked, or the environment or a global stubbed,
 * in one file would still be so in the files that run after it in the same worker.
 */
const LEAKING_CALLS = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('unit tests sharing their worker’s modules', () => {
  it('finds the unit tests where the project looks for them', () => {
    const files = UNIT_TEST_ROOTS.flatMap((root) => testFiles(path.join(ROOT, root)));
    expect(files.map((file) => path.relative(ROOT, file))).toContain('tools/test-rules/shared-unit-modules.test.ts');
  });

  it('mock no module and stub neither the environment nor a global', () => {
    const files = UNIT_TEST_ROOTS.flatMap((root) => testFiles(path.join(ROOT, root)));
    const leaking = files.filter((file) => LEAKING_CALLS.test(fs.readFileSync(file, 'utf8')));
    expect(leaking.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
