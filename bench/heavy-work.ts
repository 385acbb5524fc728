/**
 * Heavy work and the event loop (issue 7): how long 5,000 labels take as a PDF, and how slow
 * `/healthz` gets while a hostile workbook (150,000 rows of formatted empty cells), a 5,000-row
 * import and a 5,000-label print run at once. In process on a temp SQLite database.
 *
 *   npm run bench:heavy
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { product } from '@portal/contract';
import { formattedEmptyRows } from '../apps/server/test/support/hostile-workbooks';
import { benchApp, importFile, multipart } from './sku-import-export';

async function main() {
  const { app, token, close } = await benchApp({ FILE_TASKS_PER_CUSTOMER: '10' });
  const { server } = app;
  try {
    const list = await server.inject({
      method: 'GET',
      url: product.getProductList.path,
      query: { page_size: '10' },
      headers: { token },
    });
    const ids = (list.json() as { content: { list: { id: number }[] } }).content.list.map((p) => p.id);
    const print = () =>
      server.inject({
        method: 'POST',
        url: product.printSku.path,
        headers: { token },
        payload: { ids, label_size: '50x30', copies: 5000 / ids.length },
      });
    const upload = (name: string, data: Buffer) => {
      const body = multipart(name, data);
      return server.inject({
        method: 'POST',
        url: product.importProduct.path,
        payload: body.payload,
        headers: { token, 'content-type': body.contentType },
      });
    };

    await print(); // starts the label worker
    const labelTimes: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const started = performance.now();
      const reply = await print();
      if (reply.statusCode !== 200) throw new Error(`print failed: ${reply.body.slice(0, 200)}`);
      labelTimes.push(performance.now() - started);
    }
    labelTimes.sort((a, b) => a - b);
    console.log(`5,000 labels (50x30): ${labelTimes[1]?.toFixed(0)} ms (median of 3)`);

    const hostile = formattedEmptyRows(150_000);
    const rows = await importFile(`HV${randomUUID().slice(0, 4).toUpperCase()}-`);
    // The files above leave a few hundred MB of garbage: collect it now (with --expose-gc), so a
    // major collection of the benchmark's own making does not land in the measurement.
    (globalThis as { gc?: () => void }).gc?.();
    let done = false;
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    const stamp = <T>(name: string, reply: Promise<T>) =>
      reply.then((value) => {
        console.log(`  ${name} answered at ${(performance.now() - started).toFixed(0)} ms`);
        return value;
      });
    const work = Promise.all([
      stamp('hostile import', upload('hostile.xlsx', hostile)),
      stamp('5,000-row import', upload('load.xlsx', rows)),
      stamp('5,000 labels', print()),
    ]).finally(() => {
      done = true;
    });
    // Each call is timed from when it was due (the end of the previous call plus the pause), so a
    // block during the pause counts as well as one during the call.
    const latencies: number[] = [];
    const PAUSE_MS = 10;
    while (!done) {
      const due = performance.now() + PAUSE_MS;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      await server.inject({ method: 'GET', url: '/healthz' });
      const late = performance.now() - due;
      latencies.push(late);
      if (late > 50)
        console.log(
          `  a health call answered ${late.toFixed(0)} ms after it was due, at ${(due - started).toFixed(0)} ms`,
        );
    }
    const [hostileReply, loadReply, labelReply] = await work;
    delay.disable();
    latencies.sort((a, b) => a - b);
    console.log(
      `during a hostile workbook (${(hostile.length / 1024).toFixed(0)} KB, 150,000 formatted rows), a 5,000-row import and 5,000 labels ` +
        `(${(performance.now() - started).toFixed(0)} ms in all; replies ${hostileReply.statusCode}/${loadReply.statusCode}/${labelReply.statusCode}): ` +
        `${latencies.length} health calls, median ${latencies[Math.floor(latencies.length / 2)]?.toFixed(1)} ms, slowest ${latencies.at(-1)?.toFixed(1)} ms; ` +
        `event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
    );
  } finally {
    await close();
  }
}

await main();
