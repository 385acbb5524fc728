import { afterEach, describe, expect, it } from 'vitest';
import { TestApp } from './support/test-app';

describe('health checks for a load balancer', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers liveness without the database and readiness only while the database answers', async () => {
    t = await TestApp.start();
    expect((await t.app.server.inject('/readyz')).json()).toEqual({ status: 'ready' });

    await t.db.destroy();
    const ready = await t.app.server.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unavailable' });
    const live = await t.app.server.inject('/healthz');
    expect(live.statusCode).toBe(200);
  });

  it('tells the load balancer to stop sending traffic once the instance drains', async () => {
    t = await TestApp.start();
    t.app.readiness.draining = true;
    const ready = await t.app.server.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
  });
});
