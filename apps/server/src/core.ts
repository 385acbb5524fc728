import type { FastifyBaseLogger } from 'fastify';
import { createMailer, type Mailer } from './adapters/mail';
import type { Config } from './config';
import type { Db } from './db/database';
import { AccountRepository } from './identity/account-repository';
import { CustomerRepository } from './identity/customer-repository';
import { GrantedSkuRepository } from './identity/granted-sku-repository';
import { setHashingLimits, setScryptCost } from './identity/password';
import { SessionRepository } from './identity/session-repository';
import { SessionService } from './identity/session-service';
import type { Clock } from './platform/clock';
import { EventOutbox } from './platform/events/event-outbox';
import { FileTaskLimit } from './platform/heavy-work/file-task-limit';
import { HeavyWorkPool } from './platform/heavy-work/heavy-work-pool';
import { IdempotencyRepository } from './platform/idempotency/idempotency-repository';
import { IdempotencyStore } from './platform/idempotency/idempotency-store';
import { ImportRegistry } from './platform/import/import-registry';
import { InboundInTransit } from './platform/inbound-in-transit';
import { JobRepository } from './platform/jobs/job-repository';
import { JobRunner } from './platform/jobs/job-runner';
import { OnboardingProgress } from './platform/onboarding-progress';
import { PackageUsageRegistry } from './platform/package-usage';
import { PackagingUsageRegistry } from './platform/packaging-usage';
import { ProductUsageRegistry } from './platform/product-usage';
import { RateLimiter } from './platform/rate-limiter';
import { ReferenceNames } from './platform/reference-names';
import { SkuCatalogue } from './platform/sku-catalogue';
import { WorkSlots } from './platform/work-slots';

/**
 * What every feature module is built from: the database, configuration, and the identity and
 * platform services they share. Modules build their own repositories and services from it.
 */
export interface Core {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Merchants and their merchant-wide settings (identity owns `customers`). */
  customers: CustomerRepository;
  accounts: AccountRepository;
  /** The SKUs of sub-accounts limited to chosen SKUs (docs/SECURITY.md "SKU permissions"). */
  grantedSkus: GrantedSkuRepository;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Features that reference SKUs register here; the product module asks before deleting one. */
  productUsage: ProductUsageRegistry;
  /** The order module reports which packages orders name here; the product module asks before editing or deleting one. */
  packageUsage: PackageUsageRegistry;
  /** The order and inbound modules report which packaging items they still use; the product module asks before deleting one. */
  packagingUsage: PackagingUsageRegistry;
  /** The modules owning SKUs, bookings, top-ups, keys, shops and orders say which onboarding steps are done; the dashboard asks. */
  onboarding: OnboardingProgress;
  /** The product module provides its SKUs here as a subquery; the inventory screens join it. */
  skuCatalogue: SkuCatalogue;
  /** Modules owning records that histories reference (orders) register how to name them here. */
  referenceNames: ReferenceNames;
  /** The inbound module reports units booked and not yet shelved here; the inventory list reads them. */
  inboundInTransit: InboundInTransit;
  /** Worker threads for parsing uploads and rendering files (platform/heavy-work). */
  heavyWork: HeavyWorkPool;
  /** Imports, exports and label prints a merchant may run at once (over all instances). */
  fileTasks: FileTaskLimit;
  /** Import kinds by name: modules register theirs, the shared import routes find them here. */
  imports: ImportRegistry;
  /** First replies of `idempotent` operations per merchant and Idempotency-Key (platform/idempotency). */
  idempotency: IdempotencyStore;
  /** Scheduled jobs (platform/jobs): modules declare theirs in `defineModule({ jobs })`. */
  jobs: JobRunner;
  /** The events outbox (platform/events): changes append events in their transaction; subscribers register here. */
  events: EventOutbox;
}

export function createCore(db: Db, config: Config, clock: Clock, log: FastifyBaseLogger): Core {
  setScryptCost(config.scryptLogN);
  setHashingLimits(config.hashing);
  return {
    db,
    config,
    clock,
    log,
    customers: new CustomerRepository(db),
    accounts: new AccountRepository(db),
    grantedSkus: new GrantedSkuRepository(db),
    sessions: new SessionService(new SessionRepository(db), clock, {
      idleMinutes: config.sessionIdleMinutes,
      maxDays: config.sessionMaxDays,
    }),
    limiter: new RateLimiter(db, clock, config.rateLimitScale),
    mailer: createMailer(db, config, clock, log),
    productUsage: new ProductUsageRegistry(),
    packageUsage: new PackageUsageRegistry(),
    packagingUsage: new PackagingUsageRegistry(),
    onboarding: new OnboardingProgress(),
    skuCatalogue: new SkuCatalogue(),
    referenceNames: new ReferenceNames(),
    inboundInTransit: new InboundInTransit(),
    heavyWork: new HeavyWorkPool(config.heavyWork),
    fileTasks: new FileTaskLimit(
      new WorkSlots(db, clock),
      config.fileLimits.tasksPerCustomer,
      // The upload itself may take two minutes on a slow line, then the task its own time limit.
      config.heavyWork.timeoutMs + 180_000,
    ),
    imports: new ImportRegistry(),
    idempotency: new IdempotencyStore(new IdempotencyRepository(db), clock),
    jobs: new JobRunner(new JobRepository(db), clock, log),
    events: new EventOutbox(db, clock),
  };
}
