// First: sizes libuv's thread pool before any module can start using it.
import './platform/thread-pool';
import { buildApp } from './app';
import { loadConfig } from './config';
import { shutDownOnSignals } from './graceful-shutdown';

const config = loadConfig();
const app = await buildApp(config);
shutDownOnSignals(app, { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs });
await app.server.listen({ port: config.port, host: config.host });
