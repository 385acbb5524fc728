/**
 * The dependency rules of docs/ARCHITECTURE.md, checked by dependency-cruiser in `npm run lint`
 * (`npm run lint:deps`). It reads every import the TypeScript compiler sees: static, dynamic
 * (`import()`), type-only and re-exports. `tools/dependency-rules/` holds files breaking each rule
 * and the test that runs this configuration on them (part of the unit tests).
 */
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
/** Tests may reach into anything they test. */
const NOT_TESTS = ['\\.test\\.tsx?$'];
/** A module's public surface. */
const MODULE_INDEX = `${SERVER}modules/[^/]+/index\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-public-surface',
      comment: "A module imports another module only through that module's index.ts.",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: NOT_TESTS },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: [`${SERVER}modules/$1/`, MODULE_INDEX] },
    },
    {
      name: 'server-outside-module-public-surface',
      comment:
        "Code outside the modules (app.ts, core.ts, the registry modules/index.ts, seed/) imports a module only through its index.ts; the seed may also name a module's table types.",
      severity: 'error',
      from: { path: SERVER, pathNot: [...NOT_TESTS, `${SERVER}modules/[^/]+/`, `${SERVER}seed/`] },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: MODULE_INDEX },
    },
    {
      name: 'server-seed-module-surface',
      comment: 'The demo seed imports a module through its index.ts, or its *-tables.ts for types only.',
      severity: 'error',
      from: { path: `${SERVER}seed/` },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [MODULE_INDEX, `${SERVER}modules/[^/]+/[^/]+-tables\\.ts$`],
      },
    },
    {
      name: 'server-seed-table-types-only',
      comment: "The seed takes only types from a module's *-tables.ts.",
      severity: 'error',
      from: { path: `${SERVER}seed/` },
      to: { path: `${SERVER}modules/[^/]+/[^/]+-tables\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment:
        'No file reaches itself through its imports, tests included: modules depend on each other in one direction (orders → products, never back), and inside a folder a piece two files share lives in a file of its own.',
      severity: 'error',
      from: { path: '^(apps/server/src|apps/web/src|packages/contract/src)/' },
      to: { circular: true },
    },
    {
      name: 'server-shared-layers',
      comment: 'Shared layers (http, identity, platform, db, adapters, core.ts) never import a feature module.',
      severity: 'error',
      from: { path: `${SERVER}(http|identity|platform|db|adapters)/|${SERVER}core\\.ts$`, pathNot: NOT_TESTS },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'server-services-below-http',
      comment:
        'Services, repositories and the layers under http (kernel, identity, platform, db, adapters) never import http/: what they share with routes (AppError, Viewer, files) lives in kernel/.',
      severity: 'error',
      from: {
        path: [`${SERVER}(kernel|identity|platform|db|adapters)/`, `${SERVER}modules/.+-(service|repository)\\.ts$`],
        pathNot: NOT_TESTS,
      },
      to: { path: `${SERVER}http/` },
    },
    {
      name: 'server-sql-in-repositories',
      comment:
        'Only repositories (*-repository.ts), the db layer and the demo seed build SQL: no other file imports a value of kysely or the query builder.',
      severity: 'error',
      from: { path: SERVER, pathNot: [...NOT_TESTS, '-repository\\.ts$', `${SERVER}(db|seed)/`] },
      to: { path: ['(^|/)node_modules/kysely/', `${SERVER}db/query-builder\\.ts$`], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-table-types-private',
      comment:
        "A layer's or module's table types (*-tables.ts) are imported only inside it, so only its repositories can query its tables.",
      severity: 'error',
      from: {
        path: `${SERVER}(identity|platform|adapters/[^/]+|modules/[^/]+)/`,
        pathNot: NOT_TESTS,
      },
      to: { path: '-tables\\.ts$', pathNot: `${SERVER}$1/` },
    },
    {
      name: 'server-table-types-private-outside',
      comment:
        'Nothing outside the layers and modules (http, core.ts, app.ts) imports table types; the seed is ruled above.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [...NOT_TESTS, `${SERVER}(identity|platform|adapters|modules|seed|db)/`],
      },
      to: { path: '-tables\\.ts$' },
    },
    {
      name: 'web-no-upward',
      comment:
        'app → layouts → features → shared: nothing imports upward (layouts, features and shared never import app/).',
      severity: 'error',
      from: { path: `${WEB}(shared|features|layouts)/`, pathNot: NOT_TESTS },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-no-upward-to-layouts',
      comment: 'Features and shared code never import the shell (layouts/).',
      severity: 'error',
      from: { path: `${WEB}(shared|features)/`, pathNot: NOT_TESTS },
      to: { path: `${WEB}layouts/` },
    },
    {
      name: 'web-shared-no-features',
      comment: 'shared/ imports no feature.',
      severity: 'error',
      from: { path: `${WEB}shared/`, pathNot: NOT_TESTS },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'web-features-apart',
      comment: 'Features do not import each other.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: NOT_TESTS },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'contract-fixtures-in-tests-only',
      comment:
        "The sample orders and bookings (`@portal/contract/fixtures`) are for tests: only test files and the web app's test helpers (src/test/) import them, and the contract's own entry does not re-export them, so no production bundle carries them.",
      severity: 'error',
      from: {
        path: '^(apps/server/src|apps/web/src|packages/contract/src)/',
        pathNot: [...NOT_TESTS, `${WEB}test/`, '^packages/contract/src/fixtures/'],
      },
      to: { path: ['^@portal/contract/fixtures$', '^packages/contract/src/fixtures/'] },
    },
    {
      name: 'contract-standalone',
      comment: 'The contract imports neither app.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      comment: 'The server and the web app never import each other: they share the contract only.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Types count: a type-only import of another module's internals is still a dependency on them.
    tsPreCompilationDeps: true,
    exclude: { path: ['^apps/[^/]+/dist/'] },
  },
};
