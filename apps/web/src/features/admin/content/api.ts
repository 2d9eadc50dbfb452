import { adminNoticeListSchema } from '@shop/contract/admin-content';
import {
  type Banner,
  type BannerRequest,
  bannerListSchema,
  bannerSchema,
} from '@shop/contract/banners';
import { type NoticeRequest, noticeSchema } from '@shop/contract/notices';
import type { z } from 'zod';
import { communityKeys, contentKeys } from '../../../shared/api/query-keys';
import {
  saveCall,
  useAdminDelete,
  useAdminRows,
  useAdminWrite,
  useInvalidate,
  useRecordToEdit,
} from '../api-client';
import { adminKeys } from '../query-keys';

type NoticeRow = z.infer<typeof adminNoticeListSchema>['notices'][number];

/** GET /v1/admin/notices: pinned first. */
export const useAdminNotices = () =>
  useAdminRows(adminKeys.content.lists(), '/notices', adminNoticeListSchema, (a) => a.notices);

/** GET /v1/admin/notices/{id}: the notice with its body, to edit (counts no view). */
export const useNotice = (id: number | undefined) =>
  useRecordToEdit(adminKeys.content.detail, '/notices', noticeSchema, id);

/** After any notice write: the back office's notices, the shop's notice pages, and the Q&A board whose first page pins the notices. */
const useNoticesChanged = () =>
  useInvalidate(adminKeys.content.all, contentKeys.all, communityKeys.lists());

/** POST /v1/admin/notices or PUT /v1/admin/notices/{id}. */
export function useSaveNotice(id: number | undefined) {
  return useAdminWrite(
    (body: NoticeRequest) => ({ ...saveCall('/notices', id), body, schema: noticeSchema }),
    useNoticesChanged(),
  );
}

/** PUT /v1/admin/notices/{id}/pin. */
export function usePinNotice() {
  return useAdminWrite(
    ({ id, pinned }: { id: number; pinned: boolean }) => ({
      path: `/notices/${id}/pin`,
      method: 'PUT',
      body: { pinned },
      schema: noticeSchema,
    }),
    useNoticesChanged(),
  );
}

/** DELETE /v1/admin/notices/{id}. */
export function useDeleteNotice() {
  return useAdminDelete('/notices', useNoticesChanged());
}

/** GET /v1/admin/banners: every banner, on or off, newest first. */
export const useAdminBanners = () =>
  useAdminRows(adminKeys.banners.lists(), '/banners', bannerListSchema, (a) => a.banners);

/** GET /v1/admin/banners/{id}: the banner to edit. */
export const useBanner = (id: number | undefined) =>
  useRecordToEdit(adminKeys.banners.detail, '/banners', bannerSchema, id);

/** After any banner write: the back office's banners and the home page's. */
const useBannersChanged = () => useInvalidate(adminKeys.banners.all, contentKeys.banners());

/** POST /v1/admin/banners or PUT /v1/admin/banners/{id} (also switches one on or off). */
export function useSaveBanner() {
  return useAdminWrite(
    ({ id, body }: { id?: number; body: BannerRequest }) => ({
      ...saveCall('/banners', id),
      body,
      schema: bannerSchema,
    }),
    useBannersChanged(),
  );
}

/** DELETE /v1/admin/banners/{id}. */
export const useDeleteBanner = () => useAdminDelete('/banners', useBannersChanged());

/** The request that saves `banner` as it is, switched on or off. */
export const withActive = (banner: Banner, isActive: boolean): BannerRequest => ({
  title: banner.title,
  image_url: banner.image_url,
  link_url: banner.link_url,
  is_active: isActive,
});

export type { NoticeRow };
