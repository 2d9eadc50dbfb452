import { type JobList, jobListSchema } from '@shop/contract/admin-jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, adminPath } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/jobs: the shop's scheduled jobs and how their latest runs went. */
export const fetchJobs = (): Promise<JobList> =>
  adminApi(adminPath('/jobs'), { schema: jobListSchema });

export const jobsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.dashboard.jobs, queryFn: fetchJobs, refetchInterval: 60_000 });

export const useJobs = () => useQuery(jobsQueryOptions());
