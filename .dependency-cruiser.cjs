/**
 * The dependency rules of docs/ARCHITECTURE.md, checked by dependency-cruiser in `npm run lint`
 * (`npm run lint:deps`). It reads every import the TypeScript compiler sees: static, dynamic
 * (`import()`), type-only and re-exports. `tools/dependency-rules/` holds a file breaking each rule
 * and the test that runs this configuration on them.
 */
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
/** Tests and scripts may reach into anything they test. */
const NOT_TESTS = ['\\.test\\.tsx?$', '\\.fixture\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-private',
      comment: 'Feature modules never import each other.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: NOT_TESTS },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/index\\.ts$`] },
    },
    {
      name: 'server-shared-layers',
      comment: 'Shared layers (http, identity, platform, db, adapters, core.ts) never import a feature module.',
      severity: 'error',
      from: { path: `${SERVER}(http|identity|platform|db|adapters)/|${SERVER}core\\.ts$`, pathNot: NOT_TESTS },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'server-sql-in-repositories',
      comment: 'Only repositories, the db layer and the demo seed build SQL: no other file imports a value of kysely.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [
          ...NOT_TESTS,
          '-repository\\.ts$',
          `${SERVER}(db|seed)/`,
          `${SERVER}platform/(rate-limiter|secrets)\\.ts$`,
          `${SERVER}adapters/mail/outbox-store\\.ts$`,
        ],
      },
      to: { path: '(^|/)node_modules/kysely/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-no-upward',
      comment: 'app → layouts → features → shared: nothing imports upward.',
      severity: 'error',
      from: { path: `${WEB}(shared|features|layouts)/`, pathNot: NOT_TESTS },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-no-upward-to-layouts',
      comment: 'Features and shared code never import the shell.',
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
      name: 'apps-apart',
      comment: 'The contract imports neither app; the server and the web app never import each other.',
      severity: 'error',
      from: { path: '^(packages/contract|apps/web)/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'apps-apart-web',
      comment: 'The contract and the server never import the web app.',
      severity: 'error',
      from: { path: '^(packages/contract|apps/server)/' },
      to: { path: '^apps/web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Types count: a type-only import of another module's internals is still a dependency on them.
    tsPreCompilationDeps: true,
    exclude: { path: ['^apps/[^/]+/dist/'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
