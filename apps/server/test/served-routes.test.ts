import { ALL_OPERATIONS, routeUrl, SHIPSTATION_ENDPOINT_PATH } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from './support/test-app';

/**
 * Routes of the server itself rather than of the contract: health, the API document, uploaded files,
 * and ShipStation's Custom Store endpoint (ShipStation's XML and HTTP Basic, not the envelope).
 */
const SERVER_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /api/docs',
  'GET /uploads/:customerId/:name',
  `GET ${SHIPSTATION_ENDPOINT_PATH}`,
  `POST ${SHIPSTATION_ENDPOINT_PATH}`,
];

describe('served routes and contract operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('serve every operation once, and nothing the contract does not list', () => {
    // Fastify adds a HEAD route beside each GET by itself.
    const served = t.app.routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    const operations = ALL_OPERATIONS.map((op) => `${op.method} ${routeUrl(op.path)}`);
    expect(served.filter((r) => !SERVER_ROUTES.includes(r)).sort()).toEqual(operations.sort());
    expect(new Set(served).size).toBe(served.length);
  });
});
