import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';

/** The schema the queue library keeps its tables in, apart from the shop's own. */
export const JOBS_SCHEMA = 'pgboss';

/** The shop's time zone: schedules are read in it. */
const TIME_ZONE = 'Asia/Seoul';

export interface JobDefinition {
  /** Queue name: lowercase letters, digits and hyphens. */
  name: string;
  /** What the back office calls it. */
  label: string;
  /** Five-field cron expression (minute granularity), read in Asia/Seoul. */
  cron: string;
  /** The schedule in words, for the back office. */
  scheduleLabel: string;
  /** One run; what it answers is kept as the run's output. A throw marks the run failed. */
  run(now: Date): Promise<Record<string, unknown>>;
  /** A completed run's output in a few words, for the back office. */
  summarize?(output: unknown): string | null;
  /** Also run once as the instance starts, before the schedule's first turn. */
  runAtStart?: boolean;
}

export interface JobRunnerTuning {
  /** How often an instance looks whether a schedule is due (default 30 s; at most 45). */
  cronCheckSeconds?: number;
  /** How often an idle worker asks for a job (default 10 s). */
  pollSeconds?: number;
  /** Other cron expressions per job name (tests make jobs due every minute). */
  schedules?: Record<string, string>;
}

/** Told of every run's end: the job, how it ended and how long it took. */
export type JobObserver = (name: string, result: 'completed' | 'failed', seconds: number) => void;

export interface JobLogger {
  info(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

/** Longest a run may take before it counts as failed (a stuck provider call, say). */
const RUN_LIMIT_SECONDS = 10 * 60;
/** How long a stop waits for a run under way. */
const STOP_WAIT_MS = 10_000;

/**
 * Runs `jobs` on their schedules inside the API process, through the shop's own database handle
 * (with PGlite, its one connection; with PostgreSQL, its pool). Several instances on one
 * PostgreSQL share the queue: each due run is queued once and taken by one worker.
 */
export function createJobRunner(options: {
  database: DatabaseHandle;
  jobs: JobDefinition[];
  log: JobLogger;
  tuning?: JobRunnerTuning;
  observe?: JobObserver;
}) {
  const { database, jobs, log, tuning = {}, observe = () => {} } = options;
  const pending = new Set<Promise<unknown>>();
  let running = 0;
  let stopping = false;
  let boss: PgBoss | undefined;
  const workers = new Map<string, string>();

  // Every statement of the library goes through here, so that a stop can wait for the last one.
  const db: PgBoss.Db = {
    executeSql(text: string, values: unknown[]) {
      const query = database.executeSql(text, values);
      pending.add(query);
      query.then(
        () => pending.delete(query),
        () => pending.delete(query),
      );
      return query;
    },
  };

  async function runJob(job: JobDefinition) {
    running += 1;
    const started = Date.now();
    try {
      if (stopping) throw new Error('서버가 멈추는 중이라 실행하지 않았습니다.');
      const result = await job.run(new Date());
      log.info({ job: job.name, ms: Date.now() - started, result }, 'job completed');
      observe(job.name, 'completed', (Date.now() - started) / 1000);
      return result;
    } catch (error) {
      log.error({ job: job.name, ms: Date.now() - started, err: error }, 'job failed');
      observe(job.name, 'failed', (Date.now() - started) / 1000);
      throw error;
    } finally {
      running -= 1;
    }
  }

  return {
    jobs,

    async start() {
      const cronCheckSeconds = tuning.cronCheckSeconds ?? 30;
      boss = new PgBoss({
        db,
        schema: JOBS_SCHEMA,
        cronMonitorIntervalSeconds: cronCheckSeconds,
        cronWorkerIntervalSeconds: Math.min(cronCheckSeconds, 5),
        // A failed run is not retried: the next scheduled one is its retry.
        retryLimit: 0,
      });
      boss.on('error', (error: Error) => log.error({ err: error }, 'job runner error'));
      await boss.start();
      for (const job of jobs) {
        await boss.createQueue(job.name, {
          name: job.name,
          retryLimit: 0,
          expireInSeconds: RUN_LIMIT_SECONDS,
        });
        // Queued before the worker starts, so that its first fetch takes it.
        if (job.runAtStart) await boss.send(job.name, {});
        await boss.schedule(
          job.name,
          tuning.schedules?.[job.name] ?? job.cron,
          {},
          {
            tz: TIME_ZONE,
          },
        );
        const worker = await boss.work(
          job.name,
          { pollingIntervalSeconds: tuning.pollSeconds ?? 10 },
          () => runJob(job),
        );
        workers.set(job.name, worker);
      }
      // A job taken out of the code keeps no schedule behind.
      const names = new Set(jobs.map((j) => j.name));
      for (const schedule of await boss.getSchedules()) {
        if (!names.has(schedule.name)) await boss.unschedule(schedule.name);
      }
    },

    /**
     * Queues one run of the job now, besides its schedule, and wakes this instance's worker
     * for it instead of waiting for its next poll. Nothing while the runner is not started.
     */
    async trigger(name: string) {
      const worker = workers.get(name);
      if (!boss || stopping || worker === undefined) return;
      await boss.send(name, {});
      boss.notifyWorker(worker);
    },

    /** Stops taking jobs, lets a run under way finish (up to 10 s) and waits for its last query. */
    async stop() {
      if (!boss) return;
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
      boss = undefined;
      // A fetch or completion begun before the stop still lands after it.
      const deadline = Date.now() + STOP_WAIT_MS;
      while ((pending.size > 0 || running > 0) && Date.now() < deadline) {
        await Promise.allSettled([...pending]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
