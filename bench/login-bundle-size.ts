/**
 * The JavaScript a browser must download to show /login: the entry chunk, the login page chunk and
 * every chunk they import statically, measured gzip-compressed from the production build's manifest.
 * Run `npm run build` first. Budget: 200 KB gzip (issue 2).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

const rows = [...closure(roots)].map((key) => {
  const file = manifest[key]?.file ?? key;
  const bytes = fs.readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(row.gzip).padStart(10)}  ${row.file}`);
console.log(`/login initial JavaScript: ${kb(total.gzip)} gzip (${kb(total.raw)} raw), budget 200 KB gzip`);
process.exitCode = total.gzip <= 200 * 1024 ? 0 : 2;
