import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import {
  createJobRunner,
  type JobDefinition,
  type JobObserver,
  type JobRunnerTuning,
} from './runner';

/** How long a prompt run waits after its signal. */
const PROMPT_DELAY_MS = 200;

/**
 * Starts the job runner when the app is ready and stops it when the app closes (before the
 * database is closed), on instances where jobs are enabled.
 */
export function runJobsWithApp(
  app: FastifyInstance,
  options: {
    enabled: boolean;
    database: DatabaseHandle;
    jobs: JobDefinition[];
    tuning?: JobRunnerTuning | undefined;
    /** Told of every run's end (the metrics). */
    observe?: JobObserver;
    /**
     * Jobs also run promptly when their signal fires (job name → a subscription to it that
     * answers its own end), besides their schedule.
     */
    prompt?: Record<string, (listener: () => void) => () => void>;
  },
) {
  if (!options.enabled) return undefined;
  const runner = createJobRunner({
    database: options.database,
    jobs: options.jobs,
    log: app.log,
    ...(options.tuning ? { tuning: options.tuning } : {}),
    ...(options.observe ? { observe: options.observe } : {}),
  });
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
  for (const [name, nudge] of Object.entries(options.prompt ?? {})) {
    // Several changes in a row make one run; the delay lets the queuing transaction commit.
    let timer: NodeJS.Timeout | undefined;
    const stop = nudge(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        runner.trigger(name).catch((error: unknown) => {
          app.log.error({ err: error, job: name }, 'job trigger failed');
        });
      }, PROMPT_DELAY_MS);
    });
    app.addHook('onClose', async () => {
      stop();
      clearTimeout(timer);
    });
  }
  return runner;
}
