import fs from 'node:fs';
import { BUNDLE_DIR_PREFIX, SERVER_DIR } from './server-bundle-dir';

/**
 * The API projects' teardown: removes the production bundles this run's workers built
 * (`server-bundle.ts`). A worker's own exit handler does not run when the pool stops it, and other
 * runs in the same checkout keep theirs: each bundle's folder names the run's process.
 */
export default function setup() {
  return () => {
    const mine = `${BUNDLE_DIR_PREFIX}${process.pid}-`;
    for (const name of fs.readdirSync(SERVER_DIR)) {
      if (name.startsWith(mine)) fs.rmSync(`${SERVER_DIR}/${name}`, { recursive: true, force: true });
    }
  };
}
