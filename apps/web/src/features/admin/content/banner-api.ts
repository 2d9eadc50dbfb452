import {
  type Banner,
  type BannerRequest,
  bannerListSchema,
  bannerSchema,
} from '@shop/contract/banners';
import { useQuery } from '@tanstack/react-query';
import { contentKeys } from '../../../shared/api/query-keys';
import { adminRecord, useAdminWrite, useInvalidate } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /v1/admin/banners: every banner, on or off, newest first. */
export const useAdminBanners = () =>
  useQuery({
    ...adminRecord(adminKeys.banners.lists(), '/banners', bannerListSchema),
    select: (answer) => answer.banners,
  });

export const useBanner = (id: number | undefined) =>
  useQuery({
    ...adminRecord(adminKeys.banners.detail(id ?? 0), `/banners/${id ?? 0}`, bannerSchema),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** After any banner write: the back office's banners and the home page's. */
const useBannersChanged = () => useInvalidate(adminKeys.banners.all, contentKeys.banners());

/** POST /v1/admin/banners or PUT /v1/admin/banners/{id} (also switches one on or off). */
export function useSaveBanner() {
  return useAdminWrite(
    ({ id, body }: { id?: number; body: BannerRequest }) => ({
      path: id ? `/banners/${id}` : '/banners',
      method: id ? 'PUT' : 'POST',
      body,
      schema: bannerSchema,
    }),
    useBannersChanged(),
  );
}

export function useDeleteBanner() {
  return useAdminWrite(
    (id: number) => ({ path: `/banners/${id}`, method: 'DELETE' }),
    useBannersChanged(),
  );
}

/** The request that saves `banner` as it is, switched on or off. */
export const withActive = (banner: Banner, isActive: boolean): BannerRequest => ({
  title: banner.title,
  image_url: banner.image_url,
  link_url: banner.link_url,
  is_active: isActive,
});
