import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { queryBuilder } from '../src/db/query-builder';
import type { AllTables } from './support/all-tables';
import { createTestDatabase, DEMO_LOGINS, ENGINE, testConfig } from './support/test-app';

// PostgreSQL only: several instances share one PostgreSQL database; a SQLite file belongs to one instance.
describe.skipIf(ENGINE !== 'postgres')('demo instances started at once on one PostgreSQL database', () => {
  const apps: App[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const cleanup of cleanups) await cleanup();
  });

  it('both start on one fresh database, and the demo data is there once', async () => {
    const target = await createTestDatabase();
    cleanups.push(async () => {
      await target.drop();
      fs.rmSync(target.dataDir, { recursive: true, force: true });
    });
    const config = testConfig(target);
    const start = () => buildApp(config, { db: openDatabase({ ...config, poolSize: 4 }) });
    const started = await Promise.allSettled([start(), start()]);
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
      'started',
      'started',
    ]);
    const [first] = apps;
    if (!first) throw new Error('no instance started');
    const db = queryBuilder<AllTables>(first.core.db);
    const merchants = await db.selectFrom('accounts').select('email').where('email', '=', DEMO_LOGINS.main).execute();
    expect(merchants).toHaveLength(1);
    const orders = await db
      .selectFrom('orders')
      .select('id')
      .where('platform_order_no', '=', 'DEMO-DELIVERED-1')
      .execute();
    expect(orders).toHaveLength(1);
  });
});
