import type { FastifyBaseLogger } from 'fastify';
import { createMailer, type Mailer } from './adapters/mail';
import type { Config } from './config';
import type { Db } from './db/database';
import { AccountRepository } from './identity/account-repository';
import { setHashingLimits, setScryptCost } from './identity/password';
import { SessionRepository } from './identity/session-repository';
import { SessionService } from './identity/session-service';
import type { Clock } from './platform/clock';
import { ProductUsageRegistry } from './platform/product-usage';
import { RateLimiter } from './platform/rate-limiter';

/**
 * What every feature module is built from: the database, configuration, and the identity and
 * platform services they share. Modules build their own repositories and services from it.
 */
export interface Core {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  accounts: AccountRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Features that reference SKUs register here; the product module asks before deleting one. */
  productUsage: ProductUsageRegistry;
}

export function createCore(db: Db, config: Config, clock: Clock, log: FastifyBaseLogger): Core {
  setScryptCost(config.scryptLogN);
  setHashingLimits(config.hashing);
  return {
    db,
    config,
    clock,
    log,
    accounts: new AccountRepository(db),
    sessions: new SessionService(new SessionRepository(db), clock, config.sessionIdleMinutes),
    limiter: new RateLimiter(db, clock, config.rateLimitScale),
    mailer: createMailer(db, config, clock, log),
    productUsage: new ProductUsageRegistry(),
  };
}
