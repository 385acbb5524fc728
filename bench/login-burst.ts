import { setTimeout as sleep } from 'node:timers/promises';
import { percentile, ServerProcess } from './support/server-process';

/**
 * Password hashing under load: the compiled server with production hashing (scrypt N=2^17) on all
 * cores, BURST simultaneous sign-ins of the demo merchant from as many client addresses, ROUNDS
 * times. Prints the reply times (success, or 'Operation too frequent' at once when the hashing queue
 * is full) and, for clients that come back after Retry-After, the time until they are signed in.
 * `npm run bench:login` (builds first; MODE=tsx runs the source). Goal (issue 7): reply p95 < 1 s with 20 at once on 2 cores.
 */
const BURST = Number(process.env.BURST ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const GOAL_P95_MS = 1000;
const server = new ServerProcess({
  port: Number(process.env.BENCH_PORT ?? 8294),
  mode: process.env.MODE === 'tsx' ? 'tsx' : 'compiled',
  env: {
    PASSWORD_SCRYPT_LOG_N: '17',
    TRUST_PROXY: 'true',
    LOGIN_MAX_PER_ACCOUNT: '1000000',
    LOGIN_MAX_PER_IP: '1000000',
  },
});

interface Attempt {
  ms: number;
  code: number;
  retryAfter: number;
}

async function signIn(address: string): Promise<Attempt> {
  const started = performance.now();
  const reply = await fetch(`${server.baseUrl}/api/ucenter/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: 'demo@portal.test', password: 'Demo#2026' }),
  });
  const body = (await reply.json()) as { error_code: number };
  return {
    ms: performance.now() - started,
    code: body.error_code,
    retryAfter: Number(reply.headers.get('retry-after')),
  };
}

/** A client that honours Retry-After until it is signed in: how long a person waits. */
async function signInPatiently(address: string, replies: Attempt[]): Promise<number> {
  const started = performance.now();
  for (;;) {
    const attempt = await signIn(address);
    replies.push(attempt);
    if (attempt.code !== 1003) {
      if (attempt.code !== 0) throw new Error(`sign-in answered ${attempt.code}`);
      return performance.now() - started;
    }
    await sleep(attempt.retryAfter * 1000);
  }
}

const ms = (values: number[], p: number) => `${Math.round(percentile(values, p))} ms`;

try {
  await server.start();
  await signIn('192.0.2.250'); // warms up the hashing path
  const replies: Attempt[] = [];
  const signedIn: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const burst = Array.from({ length: BURST }, (_, i) => signInPatiently(`198.51.100.${i + 1}`, replies));
    signedIn.push(...(await Promise.all(burst)));
    await sleep(1500);
  }
  const first = replies.map((r) => r.ms).sort((a, b) => a - b);
  const refused = replies.filter((r) => r.code === 1003).length;
  signedIn.sort((a, b) => a - b);
  console.log(`${BURST} sign-ins at once, ${ROUNDS} rounds, scrypt N=2^17`);
  console.log(`replies: ${replies.length}, refused (429, Retry-After) ${refused}`);
  console.log(`reply time: p50 ${ms(first, 50)}, p95 ${ms(first, 95)}, max ${ms(first, 100)}`);
  console.log(`until signed in, honouring Retry-After: p50 ${ms(signedIn, 50)}, p95 ${ms(signedIn, 95)}`);
  if (percentile(first, 95) > GOAL_P95_MS) {
    console.error(`reply p95 over ${GOAL_P95_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  server.dispose();
}
