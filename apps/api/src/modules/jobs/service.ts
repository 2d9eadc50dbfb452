import type { JobStatus } from '@shop/contract/admin-jobs';
import type { Database } from '../../db/client';
import * as repo from './repo';
import type { JobDefinition } from './runner';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The message a failed run left (the library keeps the thrown error as its output). */
export function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object') {
    const { message, value } = output as { message?: unknown; value?: unknown };
    if (typeof message === 'string') return message;
    if (value !== undefined) return errorOf(value) ?? String(value);
  }
  return typeof output === 'string' ? output : null;
}

export function createJobService({ db, jobs }: { db: Database; jobs: JobDefinition[] }) {
  return {
    /** Every job of the shop with its schedule and its latest finished run, on any instance. */
    async list(): Promise<JobStatus[]> {
      const runs = new Map(
        (
          await repo.lastRuns(
            db,
            jobs.map((j) => j.name),
          )
        ).map((r) => [r.name, r]),
      );
      return jobs.map((job) => {
        const run = runs.get(job.name);
        return {
          name: job.name,
          label: job.label,
          schedule: job.cron,
          schedule_label: job.scheduleLabel,
          last_run_at: run ? iso(run.started_on ?? run.completed_on) : null,
          last_state: run?.state ?? null,
          last_error: run?.state === 'failed' ? (errorOf(run.output) ?? '알 수 없는 오류') : null,
          last_summary: run?.state === 'completed' ? (job.summarize?.(run.output) ?? null) : null,
        };
      });
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;
