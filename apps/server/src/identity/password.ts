import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { HashQueue, type HashQueueLimits } from './hash-queue';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (about 128 MiB and 0.2 s per hash). */
export const OWASP_LOG_N = 17;
const PARAMS = { logN: OWASP_LOG_N, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * Test harnesses lower the cost so that hundreds of sign-ins stay quick; each hash records its own
 * parameters, so verification never depends on this setting.
 */
export function setScryptCost(logN: number): void {
  PARAMS.logN = logN;
}

let queue = new HashQueue({ concurrency: 2, maxWaiting: 8, maxWaitMs: 400, perClient: 2 });

/** How many hashes run and wait at once (config `hashing`); set at start-up. */
export function setHashingLimits(limits: HashQueueLimits): void {
  queue = new HashQueue(limits);
}

/** `client` (the caller's address) is counted against the per-client share of the hashing queue. */
export async function hashPassword(password: string, client?: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.logN, PARAMS.r, PARAMS.p, client);
  return ['scrypt', PARAMS.logN, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, client?: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p), client);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: login against an unknown email costs the same time as a known one. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  if (!decoy) {
    decoy = hashPassword(randomBytes(12).toString('hex'));
    // A refused first attempt (queue full) must not leave a rejected promise behind for every later caller.
    decoy.catch(() => {
      decoy = undefined;
    });
  }
  return decoy;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number, client?: string): Promise<Buffer> {
  const N = 2 ** logN;
  return queue.run(client, () =>
    scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }),
  );
}
