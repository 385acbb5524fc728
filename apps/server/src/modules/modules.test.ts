import fs from 'node:fs';
import path from 'node:path';
import { AREAS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { MODULES } from './index';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Modules that serve no route (a library other modules import through its index.ts). */
const WITHOUT_ROUTES = ['address-recognition'];

describe('server modules', () => {
  it('are one per contract area, each in modules/<area>/ with an index.ts', () => {
    expect(MODULES.map((m) => m.area).sort()).toEqual(Object.keys(AREAS).sort());
    const folders = fs
      .readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...MODULES.map((m) => kebab(m.area)), ...WITHOUT_ROUTES].sort());
    for (const folder of folders) expect(fs.existsSync(path.join(import.meta.dirname, folder, 'index.ts'))).toBe(true);
  });
});
