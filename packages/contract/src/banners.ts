import { z } from 'zod';
import { timestampFields } from './fields';
import { idParamSchema } from './input-rules';
import { requiredText } from './users';

/** The home page's banner, managed in the back office (content). */
export const bannerMessages = {
  notFound: '배너를 찾을 수 없습니다.',
  titleRequired: '배너 제목을 입력해주세요.',
  titleTooLong: '배너 제목은 60자 이하로 입력해주세요.',
  imageRequired: '이미지 주소를 입력해주세요.',
  addressFormat: '/로 시작하는 쇼핑몰 주소나 https:// 주소를 입력해주세요.',
  linkRequired: '링크를 입력해주세요.',
  created: '배너를 등록했습니다.',
  saved: '배너를 저장했습니다.',
  deleted: '배너를 삭제했습니다.',
} as const;

/**
 * An address a banner may show or open: a path of the shop (`/products`, `/uploads/…`) or an
 * https address elsewhere. Protocol-relative (`//…`) and script addresses are refused.
 */
export const isBannerAddress = (value: string) =>
  (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) ||
  /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value);

const addressSchema = (required: string) =>
  requiredText(required, 500).refine(isBannerAddress, bannerMessages.addressFormat);

export const bannerSchema = z.object({
  banner_id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  link_url: z.string(),
  is_active: z.boolean(),
  ...timestampFields,
});
export type Banner = z.infer<typeof bannerSchema>;

/** GET /v1/banners: the banners switched on, newest first (the home page shows the first). */
export const bannerListSchema = z.object({ banners: z.array(bannerSchema) });
export type BannerList = z.infer<typeof bannerListSchema>;

export const bannerRequestSchema = z.object({
  title: requiredText(bannerMessages.titleRequired, 60, bannerMessages.titleTooLong),
  image_url: addressSchema(bannerMessages.imageRequired),
  link_url: addressSchema(bannerMessages.linkRequired),
  is_active: z.boolean(),
});
export type BannerRequest = z.input<typeof bannerRequestSchema>;

export const bannerIdParamsSchema = z.object({ banner_id: idParamSchema });
