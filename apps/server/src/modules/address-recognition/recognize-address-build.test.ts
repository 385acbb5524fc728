import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../../..');
// Inside the workspace, so the bundle's external imports resolve from node_modules as they do in dist/.
const workDir = fs.mkdtempSync(path.join(SERVER_DIR, '.build-test-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('recognizer in the production build', () => {
  it('loads its country names and phone metadata from the external packages', async () => {
    const srcDir = path.join(workDir, 'src');
    const outDir = path.join(workDir, 'dist');
    fs.mkdirSync(srcDir, { recursive: true });
    const recognizer = path.join(import.meta.dirname, 'recognize-address.ts');
    fs.writeFileSync(
      path.join(srcDir, 'main.ts'),
      [
        `import { recognizeAddress } from ${JSON.stringify(recognizer)};`,
        "const found = recognizeAddress('Hans Müller, Hauptstraße 5a, 10115 Berlin, Deutschland, 030 1234567');",
        'console.log(JSON.stringify(found));',
      ].join('\n'),
    );

    await buildServer({ srcDir, outDir });
    const output = execFileSync(process.execPath, [path.join(outDir, 'main.js')], { encoding: 'utf8' });

    expect(JSON.parse(output)).toMatchObject({ country: 'DE', phone: '+49301234567', house_number: '5a' });
  });
});
