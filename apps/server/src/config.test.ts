import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: the document renderer warmed at start-up', () => {
  it('is not warmed unless HEAVY_WORK_WARM_UP asks for it, so an idle server does not hold its thread', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/portal-config-test' }).heavyWork.warmUp).toBe(false);
    expect(loadConfig({ DATA_DIR: '/tmp/portal-config-test', HEAVY_WORK_WARM_UP: '1' }).heavyWork.warmUp).toBe(true);
  });
});
