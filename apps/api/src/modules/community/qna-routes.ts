import {
  qnaCreationRequestSchema,
  qnaDetailSchema,
  qnaIdParamsSchema,
  qnaListQuerySchema,
  qnaListSchema,
  qnaUpdateRequestSchema,
} from '@shop/contract/qna';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCreated, sendJsonText } from '../../lib/replies';
import { resourceRoutes } from '../../lib/resource-routes';
import { created, ok, routesByCaller } from '../../lib/route-schemas';
import { viewerKey } from '../../lib/viewer-key';
import { memberOf } from '../../plugins/auth';
import { FILES_FIELD, JSON_FIELD, readPostForm } from './qna-form';
import type { QnaService } from './qna-service';

const multipartNote = `multipart/form-data: ${JSON_FIELD} (JSON 문자열), ${FILES_FIELD} (JPEG·PNG·WebP·GIF, 5MB 이하, 5장까지)`;

export const qnaRoutes: FastifyPluginAsyncZod<{ qna: QnaService }> = async (app, { qna }) => {
  const { viewerRoute, memberRoute } = routesByCaller(app, 'qna');
  const list = { querystring: qnaListQuerySchema, response: ok(qnaListSchema, 401, 422) };

  app.get(
    '/',
    viewerRoute('Q&A 목록 (15개씩, 1페이지 위에 공지; 검색 title·payload·writer)', list),
    async (request, reply) =>
      sendJsonText(
        reply,
        await qna.listJson(request.query, await qna.viewerOf(request.member?.id ?? null)),
      ),
  );

  app.get(
    '/secret',
    memberRoute('Q&A 목록 (로그인 회원용: 내 비밀글의 이미지 포함)', list),
    async (request) => qna.list(request.query, await qna.viewerOf(memberOf(request).id)),
  );

  app.get(
    '/:id',
    viewerRoute('Q&A 글 (비밀글은 작성자와 관리자만; 조회수는 하루 한 번)', {
      params: qnaIdParamsSchema,
      response: ok(qnaDetailSchema, 401, 403, 404, 422),
    }),
    async (request, reply) => {
      const viewer = await qna.viewerOf(request.member?.id ?? null);
      return qna.detail(request.params.id, viewer, viewerKey(request, reply));
    },
  );

  app.post(
    '/create',
    memberRoute('Q&A 글쓰기', {
      description: multipartNote,
      consumes: ['multipart/form-data'],
      response: created(qnaDetailSchema, 401, 415, 422),
    }),
    async (request, reply) => {
      const { input, images } = await readPostForm(request, qnaCreationRequestSchema);
      return sendCreated(reply, qna.create(memberOf(request).id, input, images));
    },
  );

  app.put(
    '/:id',
    memberRoute('Q&A 글 수정 (작성자만; keep_image_urls에 남길 이미지)', {
      description: multipartNote,
      consumes: ['multipart/form-data'],
      params: qnaIdParamsSchema,
      response: ok(qnaDetailSchema, 401, 403, 404, 415, 422),
    }),
    async (request) => {
      const { input, images } = await readPostForm(request, qnaUpdateRequestSchema);
      return qna.update(memberOf(request).id, request.params.id, input, images);
    },
  );

  resourceRoutes(app, {
    path: '',
    idParam: 'id',
    params: qnaIdParamsSchema,
    route: memberRoute,
    service: { remove: qna.remove },
    summaries: { remove: 'Q&A 글 삭제 (작성자 또는 관리자)' },
  });
};
