import { setTimeout as sleep } from 'node:timers/promises';
import { median, ServerProcess } from './support/server-process';

/**
 * Cold start and idle memory of the server: process start → first answered `/healthz`, on a data
 * folder whose migrations and demo data are already in place; then the resident memory of the
 * server's whole process tree (tsx runs the server in a child process) after IDLE_MS of idling.
 * Before the rounds, the first demo start on an empty folder (migrations, the demo data and its year
 * of history, issue 23), once. `npm run bench:start` (builds first). MODE=tsx measures the source.
 */
const MODE = process.env.MODE === 'tsx' ? 'tsx' : 'compiled';
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const IDLE_MS = Number(process.env.IDLE_MS ?? 3000);
const GOALS = { startMs: 1500, rssMb: 150, firstStartMs: 30_000 };
const port = Number(process.env.BENCH_PORT ?? 8291);

// The first start migrates and seeds: measured once, apart from the rounds.
const first = new ServerProcess({ port, mode: MODE });
const firstStartMs = Math.round(await first.start());
await first.stop();
console.log(`${MODE}: first demo start ${firstStartMs} ms (migrations, demo data, a year of history)`);

const starts: number[] = [];
const rss: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const server = new ServerProcess({ port, mode: MODE, dataDir: first.dataDir });
  starts.push(await server.start());
  await sleep(IDLE_MS);
  rss.push(server.rssMb());
  await server.stop();
}
first.dispose();

const startMs = Math.round(median(starts));
const rssMb = Math.round(median(rss));
console.log(`${MODE}: cold start ${startMs} ms (rounds: ${starts.map(Math.round).join(', ')})`);
console.log(`${MODE}: idle RSS ${rssMb} MB (rounds: ${rss.map(Math.round).join(', ')})`);
if (MODE === 'compiled' && (startMs > GOALS.startMs || rssMb > GOALS.rssMb || firstStartMs > GOALS.firstStartMs)) {
  console.error(
    `over the goal (≤ ${GOALS.startMs} ms, ≤ ${GOALS.rssMb} MB, first start ≤ ${GOALS.firstStartMs} ms); compare on a quiet machine`,
  );
  process.exitCode = 1;
}
