import { Worker } from 'node:worker_threads';
import { AppError } from '../../kernel/app-error';
import { sourceBootstrap, type WorkerEntry } from './worker-entry';
import type { WorkerReply, WorkerStarted } from './worker-protocol';

/** Whose turn a warm-up task takes: its own, so it never waits behind a merchant's files. */
const WARM_UP_OWNER = 'warm-up';

/**
 * How long a worker may take to load its modules and take a task (from source under tsx, on a busy
 * machine, several seconds); the task's own time limit starts when the worker says it has started.
 */
const START_LIMIT_MS = 60_000;

/** How much heavy work one server instance does at once, and what one task may cost. */
export interface HeavyWorkSettings {
  /** Worker threads at most; each runs one task at a time. */
  threads: number;
  /** Tasks waiting for a thread at most; more are refused as "server busy". */
  queue: number;
  /** A task still running after this is stopped (its worker terminated). */
  timeoutMs: number;
  /** Heap of one worker (V8's old generation); a task that needs more is refused. */
  memoryMb: number;
  /** An idle worker is kept this long for the next task of its kind. */
  idleMs: number;
  /** Modules load their workers at start-up (`warm`), so the first file is not slow. */
  warmUp?: boolean;
}

interface Job {
  entry: WorkerEntry;
  task: unknown;
  /** Buffers moved to the worker with the task rather than copied (an upload of megabytes). */
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface PooledWorker {
  entry: WorkerEntry;
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
  dead?: boolean;
  /** Started by `warm`: stays loaded while idle (until another kind needs its thread). */
  kept?: boolean;
}

/**
 * A bounded pool of worker threads for parsing uploads and rendering files, so a heavy or hostile
 * task never holds the event loop. Waiting tasks are taken in turn per owner (the merchant), so one
 * merchant's queue of files does not hold everyone else's behind it. A task that runs out of time
 * or memory loses its worker and is refused in the user's language. Written for this server rather
 * than taken from piscina: piscina starts its own `worker.js` beside its module, which a bundled
 * server does not have, and the per-owner turn, per-task kill and refusals would be wrapped anyway.
 */
export class HeavyWorkPool {
  /** Waiting jobs by owner; an owner's key moves to the end each time one of its jobs starts. */
  private readonly waiting = new Map<string, Job[]>();
  private queued = 0;
  private readonly workers = new Set<PooledWorker>();
  private running = 0;
  private closed = false;

  constructor(readonly settings: HeavyWorkSettings) {}

  /** Runs `task` in a worker of `entry`; answers what the worker answered, or throws its refusal. */
  run<R>(
    entry: WorkerEntry,
    task: unknown,
    options: { owner: string | number; timeoutMs?: number; transfer?: ArrayBuffer[] },
  ): Promise<R> {
    if (this.closed) return Promise.reject(new AppError('SERVER_BUSY'));
    if (this.queued >= this.settings.queue) return Promise.reject(new AppError('SERVER_BUSY'));
    return new Promise<R>((resolve, reject) => {
      const owner = String(options.owner);
      const jobs = this.waiting.get(owner) ?? [];
      jobs.push({
        entry,
        task,
        transfer: options.transfer ?? [],
        timeoutMs: options.timeoutMs ?? this.settings.timeoutMs,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.waiting.set(owner, jobs);
      this.queued += 1;
      this.dispatch();
    });
  }

  /**
   * Loads a worker of `entry` ahead of its first real task by running `task` (the entry's own
   * warm-up) in it, and keeps that worker loaded while idle, so the first merchant's file does not
   * pay for compiling the worker's modules and reading its fonts. Not awaited by start-up: the
   * answer says whether it worked, and a failure only leaves the first task cold.
   */
  async warm(entry: WorkerEntry, task: unknown): Promise<boolean> {
    try {
      await this.run(entry, task, { owner: WARM_UP_OWNER });
    } catch {
      return false;
    }
    const loaded = [...this.workers].find((w) => w.entry.file === entry.file && !w.job);
    if (!loaded) return false;
    loaded.kept = true;
    clearTimeout(loaded.timer);
    return true;
  }

  /**
   * Loads a worker of `entry` because a merchant is likely to ask for its kind of file soon (the
   * statement page is open), by running `task` (the entry's warm-up) in it. Unlike `warm` it keeps
   * the worker only for the usual idle time, so the memory is held while the page is in use. It
   * does nothing when such a worker is loaded already or when the pool has no free thread or has
   * waiting tasks: a guess never takes a thread or a queue place from a merchant's real file.
   */
  preload(entry: WorkerEntry, task: unknown): boolean {
    if (this.closed || this.queued > 0 || this.running >= this.settings.threads) return false;
    if ([...this.workers].some((w) => w.entry.file === entry.file)) return false;
    this.run(entry, task, { owner: WARM_UP_OWNER }).catch(() => undefined);
    return true;
  }

  /** The kinds of worker loaded now, idle or busy (their entry files). */
  get loaded(): string[] {
    return [...this.workers].map((w) => w.entry.file);
  }

  /** The kinds of worker loaded by `warm` and still kept (their entry files). */
  get warmed(): string[] {
    return [...this.workers].filter((w) => w.kept).map((w) => w.entry.file);
  }

  /** Tasks running and waiting now (for tests and health reporting). */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queued };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const jobs of this.waiting.values()) for (const job of jobs) job.reject(new AppError('SERVER_BUSY'));
    this.waiting.clear();
    this.queued = 0;
    await Promise.all([...this.workers].map((w) => this.discard(w, new AppError('SERVER_BUSY'))));
  }

  private dispatch(): void {
    while (!this.closed && this.running < this.settings.threads && this.queued > 0) {
      const job = this.nextJob();
      if (!job) return;
      this.start(this.workerFor(job.entry), job);
    }
  }

  /** The oldest job of the owner whose turn it is. */
  private nextJob(): Job | undefined {
    for (const [owner, jobs] of this.waiting) {
      const job = jobs.shift();
      this.waiting.delete(owner);
      if (jobs.length) this.waiting.set(owner, jobs);
      if (job) {
        this.queued -= 1;
        return job;
      }
    }
    return undefined;
  }

  private workerFor(entry: WorkerEntry): PooledWorker {
    const idle = [...this.workers].filter((w) => !w.job);
    const same = idle.find((w) => w.entry.file === entry.file);
    if (same) {
      clearTimeout(same.timer);
      return same;
    }
    // Every thread is taken by idle workers of other kinds: the oldest makes room.
    if (this.workers.size >= this.settings.threads && idle[0]) void this.discard(idle[0], undefined, false);
    return this.spawn(entry);
  }

  private spawn(entry: WorkerEntry): PooledWorker {
    const resourceLimits = {
      maxOldGenerationSizeMb: this.settings.memoryMb,
      maxYoungGenerationSizeMb: Math.max(8, Math.min(64, Math.floor(this.settings.memoryMb / 8))),
    };
    const worker = entry.fromSource
      ? new Worker(sourceBootstrap(entry), { eval: true, resourceLimits })
      : new Worker(entry.file, { resourceLimits });
    const pooled: PooledWorker = { entry, worker };
    this.workers.add(pooled);
    worker.on('message', (message: WorkerReply<unknown> | WorkerStarted) => {
      if ('started' in message) this.limitTask(pooled);
      else this.finish(pooled, message);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const refusal =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new AppError('FILE_TOO_COMPLEX', { cause: error })
          : new Error('heavy-work worker failed', { cause: error });
      void this.discard(pooled, refusal);
    });
    worker.on('exit', () => void this.discard(pooled, new Error('heavy-work worker exited during a task')));
    return pooled;
  }

  private start(pooled: PooledWorker, job: Job): void {
    this.running += 1;
    pooled.job = job;
    pooled.worker.ref();
    pooled.timer = setTimeout(() => void this.discard(pooled, new AppError('WORK_TIMEOUT')), START_LIMIT_MS);
    pooled.worker.postMessage(job.task, job.transfer);
  }

  /** The worker has taken its task: from now the task's own time limit applies. */
  private limitTask(pooled: PooledWorker): void {
    const job = pooled.job;
    if (!job) return;
    clearTimeout(pooled.timer);
    pooled.timer = setTimeout(() => void this.discard(pooled, new AppError('WORK_TIMEOUT')), job.timeoutMs);
  }

  private finish(pooled: PooledWorker, reply: WorkerReply<unknown>): void {
    const job = pooled.job;
    if (!job) return;
    clearTimeout(pooled.timer);
    pooled.job = undefined;
    this.running -= 1;
    pooled.worker.unref();
    if (!pooled.kept) {
      pooled.timer = setTimeout(() => void this.discard(pooled), this.settings.idleMs);
      pooled.timer.unref();
    }
    if (reply.ok) job.resolve(reply.result);
    else if ('refusal' in reply) job.reject(new AppError(reply.refusal.code, { fields: reply.refusal.fields }));
    else job.reject(new Error(`heavy-work task failed: ${reply.failure}`));
    this.dispatch();
  }

  /** Ends a worker; its running job, if any, is refused with `error`. */
  private async discard(pooled: PooledWorker, error?: unknown, redispatch = true): Promise<void> {
    if (pooled.dead) return;
    pooled.dead = true;
    this.workers.delete(pooled);
    clearTimeout(pooled.timer);
    const job = pooled.job;
    if (job) {
      pooled.job = undefined;
      this.running -= 1;
      job.reject(error ?? new Error('heavy-work worker ended'));
    }
    if (redispatch) this.dispatch();
    await pooled.worker.terminate();
  }
}
