import { z } from 'zod';
import { idParamSchema } from './input-rules';
import { requiredText } from './users';

/**
 * 도서산간 추가 배송비: postcode ranges (5-digit 국가기초구역 numbers, both ends included) where
 * the courier charges more, each with the zone's name and the extra fee in won
 * (docs/decisions/024-island-surcharge.md).
 */
export const MAX_SURCHARGE_FEE = 100_000;

export const shippingMessages = {
  /** The line of the totals, wherever an order's amounts are shown. */
  islandFee: '도서산간 추가 배송비',
  postcodeFormat: '우편번호는 숫자 5자리로 입력해주세요.',
  zoneRequired: '지역 이름을 입력해주세요.',
  zoneTooLong: '지역 이름은 30자 이하로 입력해주세요.',
  rangeOrder: '끝 우편번호는 시작 우편번호와 같거나 커야 합니다.',
  feeRange: `추가 배송비는 0원부터 ${MAX_SURCHARGE_FEE.toLocaleString('ko-KR')}원까지 입력할 수 있습니다.`,
  overlap: (zone: string, from: string, to: string) =>
    `${zone} 구간(${from}–${to})과 겹칩니다. 구간이 겹치지 않게 입력해주세요.`,
  notFound: '추가 배송비 구간을 찾을 수 없습니다.',
} as const;

const POSTCODE = /^\d{5}$/;
const isPostcode = (value: string) => POSTCODE.test(value);

export const postcodeSchema = z
  .string({ error: shippingMessages.postcodeFormat })
  .trim()
  .regex(POSTCODE, shippingMessages.postcodeFormat);

const feeSchema = z
  .number({ error: shippingMessages.feeRange })
  .int(shippingMessages.feeRange)
  .min(0, shippingMessages.feeRange)
  .max(MAX_SURCHARGE_FEE, shippingMessages.feeRange);

/** Add or change one range (the back office's table editor). */
export const surchargeRangeRequestSchema = z
  .object({
    zone: requiredText(shippingMessages.zoneRequired, 30, shippingMessages.zoneTooLong),
    from_postcode: postcodeSchema,
    to_postcode: postcodeSchema,
    fee: feeSchema,
  })
  // Only once both ends are postcodes: a malformed end has its own message already.
  .refine(
    (r) =>
      !(isPostcode(r.from_postcode) && isPostcode(r.to_postcode)) ||
      r.from_postcode <= r.to_postcode,
    {
      message: shippingMessages.rangeOrder,
      path: ['to_postcode'],
    },
  );
export type SurchargeRangeRequest = z.input<typeof surchargeRangeRequestSchema>;

export const surchargeRangeSchema = z.object({
  range_id: z.number().int(),
  zone: z.string(),
  from_postcode: z.string(),
  to_postcode: z.string(),
  fee: z.number().int(),
  updated_at: z.string(),
});
export type SurchargeRange = z.infer<typeof surchargeRangeSchema>;

/** Every range, by starting postcode. */
export const surchargeRangeListSchema = z.object({ ranges: z.array(surchargeRangeSchema) });
export type SurchargeRangeList = z.infer<typeof surchargeRangeListSchema>;

export const surchargeRangeParamsSchema = z.object({ range_id: idParamSchema });

/** `GET /v1/shipping/surcharge?postcode=63001`. */
export const surchargeQuerySchema = z.object({ postcode: postcodeSchema });

/** The extra fee for a postcode: 0 and no zone outside every range. */
export const surchargeSchema = z.object({
  postcode: z.string(),
  fee: z.number().int(),
  zone: z.string().nullable(),
});
export type Surcharge = z.infer<typeof surchargeSchema>;

interface PostcodeRange {
  zone: string;
  from_postcode: string;
  to_postcode: string;
}

/**
 * The range holding `postcode`, if any. Postcodes are compared as text: every one is five
 * digits, so text order is number order and leading zeros (01000, Seoul) stay as written.
 */
export function rangeOf<Range extends PostcodeRange>(
  ranges: readonly Range[],
  postcode: string,
): Range | undefined {
  return ranges.find((r) => r.from_postcode <= postcode && postcode <= r.to_postcode);
}

/** The first range other than `exceptId` that shares a postcode with `candidate`. */
export function overlappingRange<Range extends PostcodeRange & { range_id: number }>(
  ranges: readonly Range[],
  candidate: PostcodeRange,
  exceptId?: number,
): Range | undefined {
  return ranges.find(
    (r) =>
      r.range_id !== exceptId &&
      r.from_postcode <= candidate.to_postcode &&
      candidate.from_postcode <= r.to_postcode,
  );
}
