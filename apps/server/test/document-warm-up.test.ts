import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from './support/test-app';

const RENDERERS = [/render-documents\.worker\.(ts|js)$/, /render-statement\.worker\.(ts|js)$/];

describe('the PDF workers warmed at start-up (HEAVY_WORK_WARM_UP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ env: { HEAVY_WORK_WARM_UP: '1' } });
  });
  afterAll(() => t.close());

  it('is ready at once while the inbound-document and statement workers load beside it, then keeps them', async () => {
    // The warm-up (modules compiled, the Chinese font read) takes longer than start-up's last step.
    expect(t.app.core.heavyWork.load.running).toBe(2);
    expect((await t.app.server.inject('/readyz')).json()).toEqual({ status: 'ready' });
    const started = Date.now();
    const allWarm = () =>
      RENDERERS.every((renderer) => t.app.core.heavyWork.warmed.some((file) => renderer.test(file)));
    while (!allWarm() && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const warmed = t.app.core.heavyWork.warmed;
    expect(warmed).toHaveLength(2);
    expect(warmed).toEqual(expect.arrayContaining(RENDERERS.map((renderer) => expect.stringMatching(renderer))));
    expect(t.app.core.heavyWork.load).toEqual({ running: 0, queued: 0 });
  }, 70_000);
});
