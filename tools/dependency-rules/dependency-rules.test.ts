import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Runs the repository's own rules (as `npm run lint:deps` does) on the fixture tree. */
function violations(): string[] {
  let output: string;
  try {
    output = execFileSync(process.execPath, [CLI, 'apps', 'packages', '--config', CONFIG, '--output-type', 'json'], {
      cwd: FIXTURES,
      encoding: 'utf8',
    });
  } catch (error) {
    // Violations make the command exit non-zero; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as { summary: { violations: Violation[] } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to.replace(/^.*node_modules\//, '')}`);
}

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/** Each rule broken on purpose in fixtures/ (and the allowed imports beside them, which must pass). */
const EXPECTED = [
  `server-module-public-surface: ${SERVER}/modules/orders/order-service.ts → ${SERVER}/modules/products/product-repository.ts`,
  `server-module-public-surface: ${SERVER}/modules/orders/order-service.ts → ${SERVER}/modules/products/product-tables.ts`,
  // A dynamic import is a dependency too.
  `server-module-public-surface: ${SERVER}/modules/orders/order-service.ts → ${SERVER}/modules/products/product-service.ts`,
  `server-outside-module-public-surface: ${SERVER}/app.ts → ${SERVER}/modules/products/product-service.ts`,
  `server-seed-module-surface: ${SERVER}/seed/demo.ts → ${SERVER}/modules/products/product-repository.ts`,
  `server-seed-table-types-only: ${SERVER}/seed/demo.ts → ${SERVER}/modules/products/product-tables.ts`,
  `no-circular: ${SERVER}/modules/orders/index.ts → ${SERVER}/modules/orders/order-service.ts`,
  // A dynamic import closes a circle too.
  `no-circular: ${WEB}/app/guard.tsx → ${WEB}/app/lazy-parts.ts`,
  `server-shared-layers: ${SERVER}/core.ts → ${SERVER}/modules/products/index.ts`,
  `server-services-below-http: ${SERVER}/modules/orders/order-service.ts → ${SERVER}/http/route.ts`,
  `server-sql-in-repositories: ${SERVER}/modules/orders/order-service.ts → kysely/dist/cjs/index.js`,
  `server-sql-in-repositories: ${SERVER}/http/route.ts → ${SERVER}/db/query-builder.ts`,
  `server-table-types-private: ${SERVER}/modules/orders/order-service.ts → ${SERVER}/modules/products/product-tables.ts`,
  `server-table-types-private: ${SERVER}/modules/orders/order-service.ts → ${SERVER}/identity/identity-tables.ts`,
  `server-table-types-private-outside: ${SERVER}/app.ts → ${SERVER}/identity/identity-tables.ts`,
  `web-no-upward: ${WEB}/layouts/shell.tsx → ${WEB}/app/pages.ts`,
  `web-no-upward-to-layouts: ${WEB}/features/products/product-page.tsx → ${WEB}/layouts/shell.tsx`,
  `web-shared-no-features: ${WEB}/shared/list/list-table.tsx → ${WEB}/features/products/product-page.tsx`,
  `web-features-apart: ${WEB}/features/products/product-page.tsx → ${WEB}/features/orders/order-page.tsx`,
  `contract-fixtures-in-tests-only: ${WEB}/features/orders/order-defaults.ts → @portal/contract/fixtures`,
  `contract-fixtures-in-tests-only: ${WEB}/features/orders/order-defaults.ts → packages/contract/src/fixtures/index.ts`,
  `contract-standalone: packages/contract/src/index.ts → ${WEB}/layouts/shell.tsx`,
  `apps-apart: ${WEB}/shared/list/list-table.tsx → ${SERVER}/app.ts`,
];

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  const found = violations();

  it('fail on a deliberate violation of each rule, and on nothing the rules allow', () => {
    expect([...found].sort()).toEqual([...EXPECTED].sort());
  });

  it('has a fixture for every rule of the configuration', async () => {
    const { default: config } = (await import(CONFIG)) as { default: { forbidden: { name: string }[] } };
    const broken = new Set(found.map((line) => line.split(':')[0]));
    expect(config.forbidden.map((rule) => rule.name).filter((name) => !broken.has(name))).toEqual([]);
  });
});
