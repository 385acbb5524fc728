import multipart from '@fastify/multipart';
import { ALL_OPERATIONS } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { type Core, createCore } from './core';
import { type Db, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { pruneExpiredJob } from './housekeeping';
import { closeConnectionsWhileDraining, startDraining } from './http/draining';
import { installErrorHandler, sendError } from './http/error-handler';
import { type Readiness, registerHealth } from './http/health';
import { loggerOptions, RequestLog } from './http/log-redaction';
import { buildOpenApiDocument } from './http/openapi';
import { registerRoutes } from './http/register-routes';
import type { RouteBinding } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { moduleJobs, moduleRoutes } from './http/server-module';
import { serveWebApp } from './http/static-web-app';
import { limitBodyTime, transportOptions } from './http/transport-limits';
import { ApiKeyGuard } from './identity/api-key-guard';
import { ApiKeyOwnerRepository } from './identity/api-key-owner-repository';
import { ApiKeyRepository } from './identity/api-key-repository';
import { AttemptThrottle } from './identity/attempt-throttle';
import { AuthFailureRepository } from './identity/auth-failure-repository';
import { StaffKeyGuard } from './identity/staff-key-guard';
import { MODULES } from './modules';
import { serveShipStation, shipStationEndpoint } from './modules/shop';
import { serveUploads, uploadFileStore } from './modules/upload';
import { type Clock, systemClock } from './platform/clock';
import { OperationRecorder } from './platform/operation-log/operation-recorder';
import { seedDemoData } from './seed/demo';
import { demoInboundSimulatorJob } from './seed/demo-inbound-simulator';
import { demoParcelSimulatorJob } from './seed/demo-parcel-simulator';
import { demoSimulatorJob } from './seed/demo-simulator';
import { demoTopUpSimulatorJob } from './seed/demo-top-up-simulator';

export interface App {
  server: FastifyInstance;
  core: Core;
  /** `draining` once shutting down: /readyz then tells the load balancer to send no more traffic. */
  readiness: Readiness;
  /** Shutting down: /readyz answers 503, idle connections close and every reply closes its connection. */
  startDraining(): void;
  /** Every route the server answers (method and URL pattern), as registered. */
  routes: { method: string; url: string }[];
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

export interface BuildOptions {
  db?: Db;
  clock?: Clock;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
  /**
   * Tests only: routes of operations outside the contract (the idempotency test's counting
   * operation), registered like the others after the contract's.
   */
  extraRoutes?: (core: Core) => RouteBinding[];
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const db = options.db ?? openDatabase(config);
  await migrateToLatest(db);
  const transport = transportOptions(config.transport);
  const server = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    ...transport,
    // A batch search sends up to 5000 SKUs (30 characters each) in a GET query string.
    http: { ...transport.http, maxHeaderSize: 256 * 1024 },
    genReqId: () => crypto.randomUUID(),
    // A path segment (`/api/open/v1/orders/{id}`) longer than the router takes, or badly %-encoded,
    // names no row: answered like any unknown address, in the envelope.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 'NOT_FOUND'),
  });
  const core = createCore(db, config, options.clock ?? systemClock, server.log);
  if (config.demoData) await seedDemoData(core);

  const routes: App['routes'] = [];
  server.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) routes.push({ method, url: options.url });
  });
  installErrorHandler(server);
  registerSecurityHeaders(server, config);
  limitBodyTime(server, config.transport);
  await server.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 20 } });

  const bindings = [...moduleRoutes(MODULES, core), ...(options.extraRoutes?.(core) ?? [])];
  const staffKeys = staffKeyGuard(core);
  const apiKeys = apiKeyGuard(core);
  registerRoutes(
    server,
    bindings,
    {
      authenticate: (token) => core.sessions.authenticate(token),
      admitStaff: (key, request) => staffKeys.admit(key, request.ip),
      admitApiKey: (key, request) => apiKeys.admit(key, request.ip),
    },
    core.idempotency,
    new OperationRecorder(core.db, core.clock),
  );
  const demoJobs = config.demoSimulator
    ? [demoSimulatorJob(core), demoInboundSimulatorJob(core), demoTopUpSimulatorJob(core), demoParcelSimulatorJob(core)]
    : [];
  for (const job of [pruneExpiredJob(core), core.events.drainJob(), ...moduleJobs(MODULES, core), ...demoJobs]) {
    core.jobs.register(job);
  }
  await core.events.open(core.clock.now().toISOString());
  // Built at its first request, once per app: generating it from every schema takes ~90 ms, which
  // every start (and every API test's app) paid for a document few of them serve.
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  server.get('/api/docs', async () => {
    openApi ??= buildOpenApiDocument(ALL_OPERATIONS);
    return openApi;
  });
  const readiness: Readiness = { draining: false };
  registerHealth(server, db, readiness);
  closeConnectionsWhileDraining(server, readiness);
  await server.register(serveUploads, { store: uploadFileStore(core) });
  await server.register(serveShipStation, { endpoint: shipStationEndpoint(core) });

  await serveWebApp(server, config.webDist);
  if (config.jobs.enabled) core.jobs.start(config.jobs.tickMs);
  return {
    server,
    core,
    readiness,
    startDraining: () => startDraining(server, readiness),
    routes,
    close: async () => {
      // Jobs first: a running one is aborted and gives its lease up, so another instance takes it at once.
      await core.jobs.stop();
      await server.close();
      await core.heavyWork.close();
      await db.close();
    },
  };
}

/** The staff key, with wrong keys counted per address (slowed from the third, refused at the limit). */
function staffKeyGuard(core: Core): StaffKeyGuard {
  const { opsKeyLimits } = core.config;
  return new StaffKeyGuard(core.config.opsKey, keyThrottle(core, opsKeyLimits.perAddress, opsKeyLimits.windowMs));
}

/** The Open API's key: wrong keys counted per address like the staff key's, then each merchant's rate. */
function apiKeyGuard(core: Core): ApiKeyGuard {
  const { openApi } = core.config;
  const throttle = keyThrottle(core, openApi.keyFailuresPerAddress, openApi.windowMs);
  return new ApiKeyGuard(
    new ApiKeyOwnerRepository(core.db),
    new ApiKeyRepository(core.db),
    throttle,
    core.limiter,
    openApi,
    core.clock,
  );
}

/** Guessing a key from one address: slowed from the third wrong key, refused after `perAddress` in the window. */
function keyThrottle(core: Core, perAddress: number, windowMs: number): AttemptThrottle {
  const scale = core.config.rateLimitScale;
  return new AttemptThrottle(new AuthFailureRepository(core.db), core.clock, {
    perAddress: perAddress * scale,
    slowAfter: 3 * scale,
    windowMs,
  });
}
