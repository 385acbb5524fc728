import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from './support/test-app';

const RENDERER = /render-documents\.worker\.(ts|js)$/;

describe('the document worker warmed at start-up (HEAVY_WORK_WARM_UP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ env: { HEAVY_WORK_WARM_UP: '1' } });
  });
  afterAll(() => t.close());

  it('is ready at once while the worker loads beside it, then keeps the loaded worker', async () => {
    // The warm-up (modules compiled, the Chinese font read) takes longer than start-up's last step.
    expect(t.app.core.heavyWork.load.running).toBe(1);
    expect((await t.app.server.inject('/readyz')).json()).toEqual({ status: 'ready' });
    const started = Date.now();
    while (!t.app.core.heavyWork.warmed.some((file) => RENDERER.test(file)) && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(t.app.core.heavyWork.warmed).toEqual([expect.stringMatching(RENDERER)]);
    expect(t.app.core.heavyWork.load).toEqual({ running: 0, queued: 0 });
  }, 70_000);
});
