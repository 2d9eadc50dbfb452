import {
  adminItemIdParamsSchema,
  adminItemImagesRequestSchema,
  adminItemListQuerySchema,
  adminItemListSchema,
  adminItemRequestSchema,
  adminItemSchema,
  adminItemVisibilityRequestSchema,
  adminMeasurementsRequestSchema,
  adminOptionParamsSchema,
  adminStockRequestSchema,
  ITEM_IMAGE_FIELD,
  stockHistorySchema,
} from '@shop/contract/admin-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-schema';
import { resourceRoutes } from '../../lib/resource-routes';
import { ok } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { CatalogService } from './admin-service';
import { readImageForm } from './image-form';

export const adminCatalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  const route = adminRoute('admin: items');

  resourceRoutes(app, {
    path: '/items',
    idParam: 'item_id',
    params: adminItemIdParamsSchema,
    body: adminItemRequestSchema,
    resource: adminItemSchema,
    list: adminItemListSchema,
    listQuery: adminItemListQuerySchema,
    conflicts: ['create', 'update'],
    route,
    service: {
      list: catalog.list,
      read: catalog.detail,
      create: catalog.create,
      update: catalog.update,
    },
    summaries: {
      list: '상품 목록 (숨김 포함, 이름·번호·상품코드 검색)',
      create: '상품 등록 (옵션과 재고 포함; 이미지는 따로 올림)',
      read: '상품 상세',
      update: '상품 수정 (옵션: option_id가 있으면 수정, 없으면 추가, 빠진 옵션은 삭제)',
    },
  });

  app.put(
    '/items/:item_id/visibility',
    route('상품 숨김·노출 (숨긴 상품은 쇼핑몰 목록·상세·장바구니·주문에서 제외)', {
      params: adminItemIdParamsSchema,
      body: adminItemVisibilityRequestSchema,
      response: ok(adminItemSchema, 401, 403, 404, 422),
    }),
    async (request) =>
      catalog.setHidden(memberOf(request).id, request.params.item_id, request.body.is_hidden),
  );

  app.put(
    '/items/:item_id/measurements',
    route('실측 사이즈 저장 (사이즈별 cm, 0.5cm 단위; null이면 상품 페이지에서 내림)', {
      params: adminItemIdParamsSchema,
      body: adminMeasurementsRequestSchema,
      response: ok(adminItemSchema, 401, 403, 404, 422),
    }),
    async (request) =>
      catalog.setMeasurements(
        memberOf(request).id,
        request.params.item_id,
        request.body.measurements,
      ),
  );

  app.put(
    '/items/:item_id/options/:option_id/stock',
    route('옵션 재고 수정', {
      params: adminOptionParamsSchema,
      body: adminStockRequestSchema,
      response: ok(adminItemSchema, 401, 403, 404, 422),
    }),
    async (request) =>
      catalog.setStock(
        memberOf(request).id,
        request.params.item_id,
        request.params.option_id,
        request.body.stock,
      ),
  );

  app.get(
    '/items/:item_id/stock-history',
    route('상품 재고 이력 (옵션별 변동, 최신순)', {
      params: adminItemIdParamsSchema,
      response: ok(stockHistorySchema, 401, 403, 404, 422),
    }),
    async (request) => catalog.stockHistory(request.params.item_id),
  );

  app.post(
    '/items/:item_id/images',
    route('상품 이미지 추가 (뒤에 붙음)', {
      description: `multipart/form-data: ${ITEM_IMAGE_FIELD} (JPEG·PNG·WebP·GIF, 내용으로 확인, 5MB 이하, 한 번에 5장까지)`,
      consumes: ['multipart/form-data'],
      params: adminItemIdParamsSchema,
      response: ok(adminItemSchema, 401, 403, 404, 415, 422),
    }),
    async (request) => {
      const images = await readImageForm(request);
      return catalog.addImages(memberOf(request).id, request.params.item_id, images);
    },
  );

  app.put(
    '/items/:item_id/images',
    route('상품 이미지 순서 변경·삭제 (남길 이미지를 보일 순서대로)', {
      params: adminItemIdParamsSchema,
      body: adminItemImagesRequestSchema,
      response: ok(adminItemSchema, 401, 403, 404, 422),
    }),
    async (request) =>
      catalog.arrangeImages(memberOf(request).id, request.params.item_id, request.body.image_urls),
  );
};
