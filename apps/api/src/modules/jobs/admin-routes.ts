import { jobListSchema } from '@shop/contract/admin-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { ok } from '../../lib/route-schemas';
import type { JobService } from './service';

export const adminJobRoutes: FastifyPluginAsyncZod<{ jobs: JobService }> = async (
  app,
  { jobs },
) => {
  app.get(
    '/jobs',
    adminRoute('admin: jobs')('예약 작업 (주기, 마지막 실행 시각·결과·오류)', {
      response: ok(jobListSchema, 401, 403),
    }),
    async () => ({ jobs: await jobs.list() }),
  );
};
