/**
 * Heavy work and the event loop (issue 7): how long 5,000 labels take as a PDF, and how slow
 * `/healthz` gets while a hostile workbook (150,000 rows of formatted empty cells), a 5,000-row
 * import and a 5,000-label print run at once. In process on a temp SQLite database.
 *
 *   npm run bench:heavy
 */
import { randomUUID } from 'node:crypto';
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
    let done = false;
    const started = performance.now();
    const work = Promise.all([upload('hostile.xlsx', hostile), upload('load.xlsx', rows), print()]).finally(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done) {
      const at = performance.now();
      await server.inject({ method: 'GET', url: '/healthz' });
      latencies.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const [hostileReply, loadReply, labelReply] = await work;
    latencies.sort((a, b) => a - b);
    console.log(
      `during a hostile workbook (${(hostile.length / 1024).toFixed(0)} KB, 150,000 formatted rows), a 5,000-row import and 5,000 labels ` +
        `(${(performance.now() - started).toFixed(0)} ms in all; replies ${hostileReply.statusCode}/${loadReply.statusCode}/${labelReply.statusCode}): ` +
        `${latencies.length} health calls, median ${latencies[Math.floor(latencies.length / 2)]?.toFixed(1)} ms, slowest ${latencies.at(-1)?.toFixed(1)} ms`,
    );
  } finally {
    await close();
  }
}

await main();
