import { z } from 'zod';

export const jobsLabels = {
  title: '예약 작업',
  schedule: '주기',
  lastRun: '마지막 실행',
  lastState: '결과',
  lastError: '오류',
  lastSummary: '요약',
  never: '아직 실행되지 않음',
  completed: '성공',
  failed: '실패',
} as const;

export const jobStateSchema = z.enum(['completed', 'failed']);
export type JobState = z.infer<typeof jobStateSchema>;

/** One scheduled job of the shop and how its latest finished run went. */
export const jobStatusSchema = z.object({
  /** Its queue name, e.g. `expire-checkouts`. */
  name: z.string(),
  /** What the back office calls it (Korean). */
  label: z.string(),
  /** Cron expression, read in Asia/Seoul. */
  schedule: z.string(),
  /** The schedule in words (Korean). */
  schedule_label: z.string(),
  /** When its latest finished run started (ISO 8601), null before the first one. */
  last_run_at: z.string().nullable(),
  last_state: jobStateSchema.nullable(),
  /** The error of the latest run when it failed. */
  last_error: z.string().nullable(),
  /** What the latest run did, in a few words, when it completed (for jobs that say so). */
  last_summary: z.string().nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobListSchema = z.object({ jobs: z.array(jobStatusSchema) });
export type JobList = z.infer<typeof jobListSchema>;
