import {
  exportRequestSchema,
  transferDetailSchema,
  transferIdParamsSchema,
  transferListQuerySchema,
  transferListSchema,
  transferSchema,
} from '@shop/contract/admin-transfers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-schema';
import { created, errorResponses, ok } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import { asciiFileName } from './export-run';
import type { TransferService } from './service';
import { readUploadForm } from './upload-form';

const accepted = <const S extends number>(...errors: S[]) => ({
  202: transferSchema,
  ...errorResponses(...errors),
});

/** `attachment` with a plain name for old clients and the real one (RFC 5987) for the rest. */
const attachment = (kind: string, name: string) =>
  `attachment; filename="${asciiFileName(kind, name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The back office's 가져오기·내보내기: uploads checked first, then run; exports to download. */
export const adminTransferRoutes: FastifyPluginAsyncZod<{ transfers: TransferService }> = async (
  app,
  { transfers },
) => {
  const route = adminRoute('admin: transfers');
  const adminId = (request: Parameters<typeof memberOf>[0]) => memberOf(request).id;

  app.get(
    '/transfers',
    route('가져오기·내보내기 목록 (최신 50건)', {
      querystring: transferListQuerySchema,
      response: ok(transferListSchema, 401, 403, 422),
    }),
    async (request) => transfers.list(request.query.direction),
  );

  app.get(
    '/transfers/:id',
    route('가져오기·내보내기 상세 (행별 결과, 오류 먼저 1,000행까지)', {
      params: transferIdParamsSchema,
      response: ok(transferDetailSchema, 401, 403, 404, 422),
    }),
    async (request) => transfers.detail(request.params.id),
  );

  app.post(
    '/transfers/imports',
    route('파일 올리기와 미리 확인 (아무것도 바꾸지 않고 행별 결과를 보여줌)', {
      description:
        'multipart/form-data: file (CSV — UTF-8 또는 EUC-KR — 또는 XLSX, 10MB·20,000행 이하), kind',
      consumes: ['multipart/form-data'],
      response: created(transferDetailSchema, 401, 403, 415, 422),
    }),
    async (request, reply) => {
      const { kind, file } = await readUploadForm(request);
      return reply.code(201).send(await transfers.upload(adminId(request), kind, file));
    },
  );

  app.post(
    '/transfers/:id/start',
    route('미리 확인한 가져오기 실행 (백그라운드 작업으로)', {
      params: transferIdParamsSchema,
      response: accepted(401, 403, 404, 409, 422),
    }),
    async (request, reply) =>
      reply.code(202).send(await transfers.start(adminId(request), request.params.id)),
  );

  app.post(
    '/transfers/:id/discard',
    route('미리 확인한 가져오기 취소', {
      params: transferIdParamsSchema,
      response: ok(transferSchema, 401, 403, 404, 409, 422),
    }),
    async (request) => transfers.discard(adminId(request), request.params.id),
  );

  app.post(
    '/transfers/exports',
    route('내보내기 요청 (백그라운드 작업으로 파일을 만듦)', {
      body: exportRequestSchema,
      response: accepted(400, 401, 403, 422),
    }),
    async (request, reply) =>
      reply.code(202).send(await transfers.requestExport(adminId(request), request.body)),
  );

  app.get(
    '/transfers/:id/file',
    route('내보낸 파일 내려받기 (완료 후 7일까지)', {
      params: transferIdParamsSchema,
      produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      response: ok(z.any().describe('CSV (UTF-8, BOM) 또는 XLSX 파일'), 401, 403, 404, 422),
    }),
    async (request, reply) => {
      const file = await transfers.file(request.params.id);
      return reply
        .type(file.type)
        .header('content-disposition', attachment(file.kind, file.name))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
