import { jobListSchema } from '@shop/contract/admin-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema } from '../../lib/admin-schema';
import { errorResponses } from '../../lib/route-schemas';
import type { JobService } from './service';

export const adminJobRoutes: FastifyPluginAsyncZod<{ jobs: JobService }> = async (
  app,
  { jobs },
) => {
  app.get(
    '/jobs',
    {
      schema: {
        ...adminSchema('admin: jobs'),
        summary: '예약 작업 (주기, 마지막 실행 시각·결과·오류)',
        response: { 200: jobListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ jobs: await jobs.list() }),
  );
};
