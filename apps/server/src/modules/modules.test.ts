import fs from 'node:fs';
import path from 'node:path';
import { AREAS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { MODULES } from './index';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Modules that serve no route (a library other modules import through its index.ts). */
const WITHOUT_ROUTES = ['address-recognition'];

const folders = fs
  .readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('server modules', () => {
  it('are each in modules/<name>/ with an index.ts', () => {
    expect(folders).toEqual([...MODULES.map((m) => kebab(m.name)), ...WITHOUT_ROUTES].sort());
    for (const folder of folders) expect(fs.existsSync(path.join(import.meta.dirname, folder, 'index.ts'))).toBe(true);
  });

  it('serve every area of the contract between them', () => {
    expect([...new Set(MODULES.flatMap((m) => m.areas))].sort()).toEqual(Object.keys(AREAS).sort());
  });

  it('are domains: the staff (ops) and Open API areas are served by the modules they act on, not by modules of their own', () => {
    const byArea = folders.filter((folder) => folder.startsWith('ops-') || folder === 'open');
    expect(byArea).toEqual([]);
  });
});
