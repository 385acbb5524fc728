import { ALL_OPERATIONS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from './support/test-app';

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('describes every operation of the contract with its schemas', async () => {
    const reply = await t.app.server.inject({ method: 'GET', url: '/api/docs' });
    const doc = reply.json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
    };
    expect(doc.openapi).toBe('3.0.3');
    for (const op of ALL_OPERATIONS) {
      const entry = doc.paths[op.path]?.[op.method.toLowerCase()];
      expect(entry?.operationId, op.id).toBe(op.id);
      if (op.body) expect(entry?.requestBody, op.id).toBeDefined();
    }
  });
});
