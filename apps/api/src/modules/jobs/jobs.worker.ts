import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { jobSignals } from './enqueue.ts';
import { type JobDefinition, PermanentJobError } from './job-definition.ts';
import {
  claimJobs,
  deleteDoneJobs,
  failJob,
  finishJob,
  type JobRow,
  renewJobLease,
  requeueLapsedJobs,
} from './jobs.repository.ts';

export interface JobWorkerOptions {
  db: Db;
  app: FastifyInstance;
  log: FastifyBaseLogger;
  kinds: readonly JobDefinition[];
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** Jobs this worker runs at once. */
  concurrency?: number;
  /** How long a claimed job stays this worker's; the worker renews it every third of it while running. */
  leaseMs?: number;
  /** First retry delay; each further retry doubles it, up to `backoffMaxMs`. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Done jobs older than this are deleted. */
  keepDoneMs?: number;
}

export interface JobWorker {
  readonly id: string;
  /** Polls in the background until `stop`. */
  start(): void;
  /** Stops polling and waits for the jobs in hand (at most `timeoutMs`; their leases then lapse and they run again). */
  stop(timeoutMs?: number): Promise<void>;
  /** Runs every job due now, and those their runs make due now, until none is left. */
  drain(): Promise<void>;
  /** Looks for due jobs now instead of at the next poll. */
  wake(): void;
}

const MINUTE = 60_000;

function errorText(error: unknown) {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 2000);
}

/**
 * A worker over the `jobs` table (docs/decisions/0005-job-queue.md). Claiming is one UPDATE over
 * `SELECT … FOR UPDATE SKIP LOCKED`, so workers in other processes never take the same row; each
 * claim raises `attempts` and sets a lease, and completion only counts if the lease is still ours.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, app, log } = options;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollMs = options.pollMs ?? 1000;
  const concurrency = options.concurrency ?? 4;
  const leaseMs = options.leaseMs ?? MINUTE;
  const backoffBaseMs = options.backoffBaseMs ?? 10_000;
  const backoffMaxMs = options.backoffMaxMs ?? 60 * MINUTE;
  const keepDoneMs = options.keepDoneMs ?? 30 * 24 * 60 * MINUTE;
  const byKind = new Map(options.kinds.map((k) => [k.kind, k]));
  const kindNames = [...byKind.keys()];

  const inFlight = new Map<string, Promise<void>>();
  const heartbeats = new Set<NodeJS.Timeout>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let tick: Promise<void> | undefined;
  let lastHousekeeping = 0;

  /** Requeues (or fails) the jobs whose process died, and forgets old done jobs; now and then. */
  async function housekeeping() {
    lastHousekeeping = Date.now();
    const lapsed = await requeueLapsedJobs(db, { backoffBaseMs, backoffMaxMs });
    for (const job of lapsed) {
      log.error(
        { job },
        `job ${job.status === 'failed' ? 'failed' : 'requeued'}: its process stopped while running it`,
      );
    }
    await deleteDoneJobs(db, keepDoneMs);
  }

  const claim = (limit: number) =>
    limit <= 0 || kindNames.length === 0 ? Promise.resolve([]) : claimJobs(db, id, kindNames, limit, leaseMs);

  async function fail(job: JobRow, error: unknown) {
    const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const delayMs = Math.min(backoffMaxMs, backoffBaseMs * 2 ** (job.attempts - 1));
    const lastError = errorText(error);
    await failJob(db, id, job, { final, delayMs, lastError });
    const about = { job: { id: job.id, kind: job.kind, attempt: job.attempts, of: job.maxAttempts } };
    if (final) log.error({ ...about, error: lastError }, 'job failed');
    else log.warn({ ...about, error: lastError, retryInMs: delayMs }, 'job attempt failed; retrying');
  }

  async function run(job: JobRow) {
    const definition = byKind.get(job.kind);
    const heartbeat = setInterval(() => {
      renewJobLease(db, id, job, leaseMs).catch((error: unknown) =>
        log.warn({ err: error, job: { id: job.id } }, 'job lease not renewed'),
      );
    }, leaseMs / 3);
    heartbeats.add(heartbeat);
    let failure: { error: unknown } | undefined;
    try {
      if (!definition) throw new PermanentJobError(`No handler for job kind ${job.kind}`);
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
      await definition.handle(parsed.data, {
        app,
        db,
        log: log.child({ job: { id: job.id, kind: job.kind, attempt: job.attempts } }),
        job: { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts },
        worker: id,
      });
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
      heartbeats.delete(heartbeat);
    }
    if (failure) await fail(job, failure.error);
    else await finishJob(db, id, job, definition?.secretPayload ?? false);
  }

  function launch(job: JobRow) {
    const running = run(job)
      .catch((error: unknown) => log.error({ err: error, job: { id: job.id } }, 'job outcome not recorded'))
      .finally(() => {
        inFlight.delete(job.id);
        // A slot is free: more may be due.
        if (started && !stopping) wake();
      });
    inFlight.set(job.id, running);
  }

  /** One look: housekeeping now and then, then claim as many due jobs as there are free slots. */
  async function poll(): Promise<number> {
    if (Date.now() - lastHousekeeping > Math.min(leaseMs / 2, 10_000)) await housekeeping();
    const claimed = await claim(concurrency - inFlight.size);
    for (const job of claimed) launch(job);
    return claimed.length;
  }

  function schedule(delayMs: number) {
    if (!started || stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (tick) return schedule(delayMs);
      tick = poll()
        .catch((error: unknown) => {
          log.error({ err: error }, 'job poll failed');
          return 0;
        })
        .then((claimed) => {
          tick = undefined;
          // A full batch: there may be more now; else wait for the next poll or wake-up.
          schedule(claimed > 0 && inFlight.size < concurrency ? 0 : pollMs);
        });
    }, delayMs);
  }

  function wake() {
    schedule(0);
  }

  const onEnqueued = () => schedule(10);

  return {
    id,
    start() {
      if (started) return;
      started = true;
      stopping = false;
      jobSignals.on('enqueued', onEnqueued);
      schedule(0);
    },
    async stop(timeoutMs = 5000) {
      stopping = true;
      clearTimeout(timer);
      jobSignals.off('enqueued', onEnqueued);
      await tick;
      if (inFlight.size) {
        let timedOut = false;
        const limit = new Promise<void>((resolve) =>
          setTimeout(() => {
            timedOut = true;
            resolve();
          }, timeoutMs).unref(),
        );
        await Promise.race([Promise.all(inFlight.values()), limit]);
        if (timedOut) {
          for (const beat of heartbeats) clearInterval(beat);
          log.warn(
            { jobs: [...inFlight.keys()] },
            'stopped with jobs still running; they run again once their lease lapses',
          );
        }
      }
      started = false;
    },
    async drain() {
      await housekeeping();
      for (;;) {
        await tick;
        await Promise.all(inFlight.values());
        const claimed = await claim(concurrency);
        for (const job of claimed) launch(job);
        if (claimed.length === 0 && inFlight.size === 0 && !tick) return;
      }
    },
    wake,
  };
}
