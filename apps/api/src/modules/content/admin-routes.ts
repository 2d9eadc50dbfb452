import {
  adminAnswerRequestSchema,
  adminCommentIdParamsSchema,
  adminNoticeIdParamsSchema,
  adminNoticeListSchema,
  adminNoticePinRequestSchema,
  adminQnaDetailSchema,
  adminQnaIdParamsSchema,
  adminQnaListQuerySchema,
  adminQnaListSchema,
} from '@shop/contract/admin-content';
import { commentSchema } from '@shop/contract/comments';
import { noticeRequestSchema, noticeSchema } from '@shop/contract/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { sendCreated } from '../../lib/replies';
import { resourceRoutes } from '../../lib/resource-routes';
import { created, ok } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { ContentService } from './admin-service';
import type { NoticeService } from './service';

export const adminContentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  const notice = adminRoute('admin: notices');
  const qna = adminRoute('admin: qna');

  resourceRoutes(app, {
    path: '/notices',
    idParam: 'notice_id',
    params: adminNoticeIdParamsSchema,
    body: noticeRequestSchema,
    resource: noticeSchema,
    list: adminNoticeListSchema,
    route: notice,
    service: {
      list: content.listNotices,
      create: content.createNotice,
      update: content.updateNotice,
      remove: content.removeNotice,
    },
    summaries: {
      list: '공지사항 목록 (고정 공지 먼저)',
      create: '공지사항 쓰기',
      update: '공지사항 수정',
      remove: '공지사항 삭제',
    },
  });

  app.put(
    '/notices/:notice_id/pin',
    notice('공지 고정·해제 (고정 공지는 쇼핑몰 목록 맨 위)', {
      params: adminNoticeIdParamsSchema,
      body: adminNoticePinRequestSchema,
      response: ok(noticeSchema, 401, 403, 404, 422),
    }),
    async (request) =>
      content.pinNotice(memberOf(request).id, request.params.notice_id, request.body.pinned),
  );

  resourceRoutes(app, {
    path: '/qna',
    idParam: 'qna_id',
    params: adminQnaIdParamsSchema,
    list: adminQnaListSchema,
    listQuery: adminQnaListQuerySchema,
    route: qna,
    service: { list: content.listQna, remove: content.removePost },
    summaries: { list: 'Q&A 목록 (답변 대기 먼저)', remove: 'Q&A 글 삭제 (댓글과 이미지 포함)' },
  });

  app.get(
    '/qna/:qna_id',
    qna('Q&A 글과 댓글 (비밀글 포함, 조회수 변화 없음)', {
      params: adminQnaIdParamsSchema,
      response: ok(adminQnaDetailSchema, 401, 403, 404, 422),
    }),
    async (request) => content.qnaDetail(memberOf(request).id, request.params.qna_id),
  );

  app.post(
    '/qna/:qna_id/answer',
    qna('쇼핑몰 답변 등록 (쇼핑몰에 답변으로 표시)', {
      params: adminQnaIdParamsSchema,
      body: adminAnswerRequestSchema,
      response: created(commentSchema, 401, 403, 404, 422),
    }),
    async (request, reply) =>
      sendCreated(
        reply,
        content.answer(memberOf(request).id, request.params.qna_id, request.body.payload),
      ),
  );

  resourceRoutes(app, {
    path: '/comments',
    idParam: 'comment_id',
    params: adminCommentIdParamsSchema,
    route: qna,
    service: { remove: content.removeComment },
    summaries: { remove: '댓글 삭제' },
  });
};

/** The notice as stored, for the edit form: reading it here counts no view. */
export const adminNoticeReadRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (
  app,
  { notices },
) => {
  resourceRoutes(app, {
    path: '/notices',
    idParam: 'notice_id',
    params: adminNoticeIdParamsSchema,
    resource: noticeSchema,
    route: adminRoute('admin: notices'),
    service: { read: notices.read },
    summaries: { read: '공지사항 한 건 (수정용, 조회수 변화 없음)' },
  });
};
