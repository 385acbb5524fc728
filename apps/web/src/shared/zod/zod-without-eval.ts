/**
 * What `zod` resolves to in the web build (vite.config.ts aliases it here). Zod probes whether it may
 * compile parsers with `new Function`; under the portal's Content-Security-Policy (no 'unsafe-eval')
 * the probe is refused and reported as a violation. `jitless` skips the probe: parsing stays correct,
 * only the compiled fast path is left out, which the browser's small forms do not need.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z as default, z } from 'zod/v4';
