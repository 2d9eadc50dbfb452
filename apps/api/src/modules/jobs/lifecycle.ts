import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { createJobRunner, type JobDefinition, type JobRunnerTuning } from './runner';

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
  },
) {
  if (!options.enabled) return undefined;
  const runner = createJobRunner({
    database: options.database,
    jobs: options.jobs,
    log: app.log,
    ...(options.tuning ? { tuning: options.tuning } : {}),
  });
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
  return runner;
}
