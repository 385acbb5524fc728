import { sampleOrderDraft } from '@portal/contract/fixtures';
import { percentile, ServerProcess } from './support/server-process';

/**
 * The cost of saving an order, the write the operation log must not slow by more than 10 % (issue
 * 25): SAVES drafts saved one after another by one client, as the demo merchant, against the
 * compiled server pinned to one core; prints p50 and p95. Compare two builds by running it in each
 * (`PORTAL_ROOT=/path/to/other/checkout npm run bench:order-save -w bench` for the other).
 */
const SAVES = Number(process.env.SAVES ?? 600);
const WARM_UP = 50;

const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8297),
  cpus: process.env.SERVER_CPUS ?? '0',
});
try {
  await server.start();
  const token = await server.login('demo@portal.test', 'Demo#2026');
  const headers = { token, 'accept-language': 'en', 'content-type': 'application/json' };
  const times: number[] = [];
  for (let i = 0; i < SAVES + WARM_UP; i++) {
    const body = JSON.stringify({
      ...sampleOrderDraft(1, [{ sku: 'TS-CTN-WHT-M', quantity: 1 }]),
      shipping_method_code: 'USWE-USPS-GA',
    });
    const started = performance.now();
    const reply = (await (
      await fetch(`${server.baseUrl}/api/ucenter/order/saveOrder`, { method: 'POST', headers, body })
    ).json()) as {
      error_code: number;
      msg: string;
    };
    if (reply.error_code !== 0) throw new Error(`save refused: ${reply.msg}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `order save (${SAVES} drafts, one client): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
} finally {
  await server.stop();
  server.dispose();
}
