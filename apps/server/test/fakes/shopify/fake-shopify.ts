import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LeakyBucket } from './leaky-bucket';
import { answer, type FakeShopState, OPERATION_COSTS } from './operations';

export type { FakeFulfillmentOrder, FakeLine, FakeOrder, FakeShopState, FakeVariant } from './operations';

/** A request the fake took. */
export interface FakeShopifyRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The operation's name (`query PullOrders(…)` → `PullOrders`). */
  operation: string;
  variables: Record<string, unknown>;
  /** Whether the reply was a throttle (THROTTLED or HTTP 429) instead of data. */
  throttled: boolean;
}

export const FAKE_TOKEN = 'shpat_fake_token';

const INVALID_TOKEN = '[API] Invalid API key or access token (unrecognized login or wrong password)';

/**
 * A Shopify shop's Admin GraphQL endpoint on 127.0.0.1, started by a test (never imported by the
 * product). It answers the operations the Shopify connector sends by name, the way Shopify
 * documents them: `/admin/api/<version>/graphql.json`, the `X-Shopify-Access-Token` header (401
 * otherwise), `extensions.cost` on every reply, a `THROTTLED` error when its leaky bucket cannot
 * pay for the query, cursor pagination, `userErrors` for mutations it refuses. Its bucket refills
 * only when the test moves its clock (`advance`), so a test's waits are exact.
 */
export class FakeShopify {
  readonly received: FakeShopifyRequest[] = [];
  readonly bucket = new LeakyBucket({ maximumAvailable: 2000, restoreRate: 100 });
  /** Operations the app's token lacks a scope for: answered with Shopify's ACCESS_DENIED error. */
  readonly denied = new Set<string>();
  /** Run once before the named operation is answered (someone else changing the shop meanwhile). */
  private readonly hooks = new Map<string, () => void>();
  /** Replies left to answer with HTTP 429 and this Retry-After (seconds). */
  private tooManyRequests: { times: number; retryAfter: string } = { times: 0, retryAfter: '1' };

  private constructor(
    private readonly server: Server,
    /** The shop's address, as a connection's `shopUrl`. */
    readonly shopUrl: string,
    readonly state: FakeShopState,
  ) {}

  static async start(state: FakeShopState): Promise<FakeShopify> {
    let fake: FakeShopify | undefined;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const reply = fake?.handle(request.url ?? '/', request.method ?? 'GET', request.headers, chunks);
        const { status, body, headers } = reply ?? { status: 500, body: {}, headers: {} };
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeShopify(server, `http://127.0.0.1:${port}`, state);
    return fake;
  }

  /** Moves the fake's clock: its bucket restores `restoreRate` points a second. */
  advance(ms: number): void {
    this.bucket.advance(ms);
  }

  /** The next `times` requests are answered HTTP 429 with `Retry-After: <seconds>`. */
  answerTooManyRequests(times: number, retryAfterSeconds: string): void {
    this.tooManyRequests = { times, retryAfter: retryAfterSeconds };
  }

  /** Runs `change` once, just before the next `operation` is answered. */
  beforeAnswering(operation: string, change: () => void): void {
    this.hooks.set(operation, change);
  }

  /** The requests of one operation that were answered with data. */
  served(operation: string): FakeShopifyRequest[] {
    return this.received.filter((request) => request.operation === operation && !request.throttled);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(
    path: string,
    method: string,
    headers: IncomingHttpHeaders,
    chunks: Buffer[],
  ): { status: number; body: unknown; headers: Record<string, string> } {
    if (method !== 'POST' || !/^\/admin\/api\/\d{4}-\d{2}\/graphql\.json$/.test(path)) {
      return { status: 404, body: { errors: 'Not Found' }, headers: {} };
    }
    if (headers['x-shopify-access-token'] !== FAKE_TOKEN) {
      return { status: 401, body: { errors: INVALID_TOKEN }, headers: {} };
    }
    let parsed: { query?: unknown; variables?: unknown };
    try {
      parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof parsed;
    } catch {
      return { status: 400, body: { errors: { query: 'Required parameter missing or invalid' } }, headers: {} };
    }
    const query = typeof parsed.query === 'string' ? parsed.query : '';
    const variables = (parsed.variables ?? {}) as Record<string, unknown>;
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    const request: FakeShopifyRequest = { path, headers, operation, variables, throttled: false };
    this.received.push(request);
    if (this.tooManyRequests.times > 0) {
      this.tooManyRequests.times -= 1;
      request.throttled = true;
      return {
        status: 429,
        body: {
          errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
        },
        headers: { 'retry-after': this.tooManyRequests.retryAfter },
      };
    }
    const cost = OPERATION_COSTS[operation];
    if (!cost) {
      return {
        status: 200,
        body: {
          errors: [
            { message: `Unknown operation ${operation || '(anonymous)'}`, extensions: { code: 'undefinedField' } },
          ],
        },
        headers: {},
      };
    }
    if (this.denied.has(operation)) {
      return {
        status: 200,
        body: {
          errors: [
            {
              message: 'Access denied for locations field. Required access: `read_locations` access scope.',
              extensions: { code: 'ACCESS_DENIED', documentation: 'https://shopify.dev/api/usage/access-scopes' },
            },
          ],
          data: null,
        },
        headers: {},
      };
    }
    const requested = cost.requested(variables);
    if (!this.bucket.take(requested, cost.actual)) {
      request.throttled = true;
      return {
        status: 200,
        body: {
          errors: [
            {
              message: 'Throttled',
              extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
            },
          ],
          extensions: {
            cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: this.bucket.status() },
          },
        },
        headers: {},
      };
    }
    const hook = this.hooks.get(operation);
    this.hooks.delete(operation);
    hook?.();
    const data = answer(this.state, operation, query, variables);
    return {
      status: 200,
      body: {
        data,
        extensions: {
          cost: { requestedQueryCost: requested, actualQueryCost: cost.actual, throttleStatus: this.bucket.status() },
        },
      },
      headers: {},
    };
  }
}
