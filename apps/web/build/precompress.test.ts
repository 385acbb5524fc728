import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressBuildFiles } from './precompress';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}

describe('precompressed copies of the build', () => {
  it('writes brotli and gzip copies of scripts, styles and the page that unpack to the same bytes', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i })))};`;
    const style = `.a{color:red}\n`.repeat(200);
    const page = `<!doctype html><html><body>${'<p>text</p>'.repeat(200)}</body></html>`;
    write('assets/app-1a2b.js', script);
    write('assets/app-3c4d.css', style);
    write('index.html', page);

    await compressBuildFiles(dir, ['assets/app-1a2b.js', 'assets/app-3c4d.css', 'index.html']);

    for (const [name, content] of [
      ['assets/app-1a2b.js', script],
      ['assets/app-3c4d.css', style],
      ['index.html', page],
    ] as const) {
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      const gz = fs.readFileSync(path.join(dir, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).toString()).toBe(content);
      expect(zlib.gunzipSync(gz).toString()).toBe(content);
      expect(br.length).toBeLessThan(content.length / 4);
    }
  });

  it('leaves small files, images and files it was not given without copies', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    write('assets/tiny-1a2b.js', 'export const x = 1;');
    write('assets/logo-3c4d.png', Buffer.alloc(4096, 7));
    write('assets/other-5e6f.js', 'x'.repeat(4096));

    await compressBuildFiles(dir, ['assets/tiny-1a2b.js', 'assets/logo-3c4d.png']);

    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(['logo-3c4d.png', 'other-5e6f.js', 'tiny-1a2b.js']);
  });
});
