import { memberExportQuerySchema, orderExportQuerySchema } from '@shop/contract/admin-exports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-schema';
import { ok } from '../../lib/route-schemas';
import type { CsvFile, ExportService } from './service';

const sendCsv = (reply: FastifyReply, file: CsvFile) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

const csvResponse = z.string().describe('text/csv; charset=utf-8, UTF-8 BOM');

export const adminExportRoutes: FastifyPluginAsyncZod<{ exports: ExportService }> = async (
  app,
  { exports },
) => {
  const route = adminRoute('admin: exports');

  app.get(
    '/exports/orders.csv',
    route('주문 CSV 내려받기 (주문 목록과 같은 필터)', {
      querystring: orderExportQuerySchema,
      produces: ['text/csv'],
      response: ok(csvResponse, 400, 401, 403, 422),
    }),
    async (request, reply) => sendCsv(reply, await exports.orders(request.query)),
  );

  app.get(
    '/exports/members.csv',
    route('회원 CSV 내려받기', {
      querystring: memberExportQuerySchema,
      produces: ['text/csv'],
      response: ok(csvResponse, 401, 403, 422),
    }),
    async (request, reply) => sendCsv(reply, await exports.members(request.query)),
  );
};
