import type { JobDefinition } from './runner';
import type { JobSchedule } from './schedule';

/** A job as its module writes it: `run` gets what the job needs, `schedule` comes from `schedule.ts`. */
export interface JobSpec<Deps>
  extends Pick<JobDefinition, 'name' | 'label' | 'summarize' | 'runAtStart'> {
  schedule: JobSchedule;
  run(deps: Deps, now: Date): Promise<Record<string, unknown>>;
}

/** The definition of a job from the services it needs (given by `shopJobs`, or by a test). */
export function defineJob<Deps>({ schedule, run, ...job }: JobSpec<Deps>) {
  return (deps: Deps): JobDefinition => ({ ...job, ...schedule, run: (now) => run(deps, now) });
}
