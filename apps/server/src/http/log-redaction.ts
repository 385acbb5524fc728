import { SECRET_PARAMETER_PATTERN } from '@portal/contract';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

/** A query parameter: its name and value. */
const QUERY_PARAM = /([?&])([^=&#]*)=([^&#]*)/g;

/**
 * Fields that hold secrets wherever they appear in a logged object (headers, bodies, mail). pino's
 * `redact` takes paths, not a pattern: these are the secret fields of the contract's bodies.
 */
const SECRET_HEADERS = ['token', 'ops-key', 'x-api-key', 'authorization', 'cookie', 'set-cookie'];
const SECRET_FIELDS = [
  'password',
  'confirm_password',
  'current_pwd',
  'new_pwd',
  'confirm_new_pwd',
  'token',
  'api_key',
  'app_secret',
];

export const REDACTED = '[redacted]';

/** `/forget?token=abc&x=1` → `/forget?token=[redacted]&x=1`: every parameter the contract calls secret. */
export function redactUrl(url: string): string {
  return url.replace(QUERY_PARAM, (whole, lead: string, name: string) =>
    SECRET_PARAMETER_PATTERN.test(safeDecode(name)) ? `${lead}${name}=${REDACTED}` : whole,
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function redactPaths(): string[] {
  const headers = SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]);
  const fields = SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);
  // Mail bodies carry reset links; a front-end error report carries the page's address.
  return [...headers, ...fields, 'mail.text', 'mail.html', 'report.url'];
}

/**
 * The server's pino options: no secret leaves in a log line. Request lines carry a redacted URL and
 * no headers; `redact` censors secret fields and headers wherever code logs them; URLs in reports
 * keep their path but lose their secret parameters.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] & object {
  return {
    level,
    redact: {
      paths: redactPaths(),
      censor: (value: unknown, path: string[]) =>
        path.at(-1) === 'url' && typeof value === 'string' ? redactUrl(value) : REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** Load-balancer probes are answered many times a minute: logging each would drown the rest. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One line per request, written when the reply has gone (Fastify's default writes two): method,
 * redacted URL, client address, status and time. Probes are not logged.
 *
 * The line of a request that went well holds only what the `req` and `res` serializers pick (the
 * URL already redacted) and numbers, so it skips pino's redaction pass, which walked every path of
 * `redactPaths` on each line (a sixth of a light request's time went to logging it). Anything else,
 * the error of a failed request included, is logged through the redacting logger.
 */
export class RequestLog extends LogController {
  /** Per root logger: the same logger without the redaction pass. */
  private readonly lineLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override isLogDisabled(request: FastifyRequest): boolean {
    return PROBES.has(request.url);
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      reply.log.error({ req: request, res: reply, responseTime, err: error }, 'request errored');
      return;
    }
    this.lineLogger(request.server.log).info({ reqId: request.id, req: request, res: reply, responseTime }, 'request');
  }

  private lineLogger(root: FastifyBaseLogger): FastifyBaseLogger {
    let logger = this.lineLoggers.get(root);
    if (!logger) {
      logger = root.child({}, { redact: { paths: [] } });
      this.lineLoggers.set(root, logger);
    }
    return logger;
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ req: request }, 'route not found');
  }
}
