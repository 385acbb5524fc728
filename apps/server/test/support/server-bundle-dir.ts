import path from 'node:path';

/** The server workspace, where a test bundle is built so its packages resolve. */
export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
/** `.build-test-<pid of the test run>-…`: the run's teardown finds its own bundles by it. */
export const BUNDLE_DIR_PREFIX = '.build-test-';
