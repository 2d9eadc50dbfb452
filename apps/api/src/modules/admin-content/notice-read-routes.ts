import { adminNoticeIdParamsSchema } from '@shop/contract/admin-content';
import { noticeSchema } from '@shop/contract/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { adminSchema } from '../admin/schema';
import type { NoticeService } from '../notices/service';

/** The notice as stored, for the edit form: reading it here counts no view. */
export const adminNoticeReadRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (
  app,
  { notices },
) => {
  app.get(
    '/notices/:notice_id',
    {
      schema: {
        ...adminSchema('admin: notices'),
        summary: '공지사항 한 건 (수정용, 조회수 변화 없음)',
        params: adminNoticeIdParamsSchema,
        response: { 200: noticeSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => notices.read(request.params.notice_id),
  );
};
