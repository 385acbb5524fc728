/**
 * What a browser must download to show /login: the JavaScript of the entry chunk, the login page
 * chunk and every chunk they import statically, and the style sheets of those chunks (antd's
 * written-ahead styles among them), measured gzip-compressed from the production build's manifest.
 * Run `npm run build` first. Budget: 200 KB gzip for JavaScript and CSS together (issue 23; issue 2
 * set it for JavaScript alone).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;

const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const roots = ['index.html', 'src/features/auth/login-page.tsx'];
const missing = roots.filter((root) => !manifest[root]);
if (missing.length) throw new Error(`not in the manifest: ${missing.join(', ')}`);

interface Size {
  raw: number;
  gzip: number;
}
const measure = (file: string): Size & { file: string } => {
  const bytes = fs.readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const sum = (rows: Size[]): Size =>
  rows.reduce((total, row) => ({ raw: total.raw + row.raw, gzip: total.gzip + row.gzip }), { raw: 0, gzip: 0 });
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const chunks = [...closure(roots)].map((key) => manifest[key]).filter((chunk): chunk is Chunk => Boolean(chunk));
const scripts = chunks.map((chunk) => measure(chunk.file));
const sheets = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(measure);

for (const row of [...scripts, ...sheets].sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${kb(row.gzip).padStart(10)}  ${row.file}`);
}
const js = sum(scripts);
const css = sum(sheets);
const total = sum([js, css]);
console.log(`/login JavaScript: ${kb(js.gzip)} gzip (${kb(js.raw)} raw) in ${scripts.length} files`);
console.log(`/login CSS: ${kb(css.gzip)} gzip (${kb(css.raw)} raw) in ${sheets.length} files`);
console.log(`/login JavaScript and CSS: ${kb(total.gzip)} gzip (${kb(total.raw)} raw), budget ${BUDGET_KB} KB gzip`);
process.exitCode = total.gzip <= BUDGET_KB * 1024 ? 0 : 2;
