import { brand } from '@shop/contract/brand';
import { CLAIM_RULES } from '@shop/contract/claim-rules';
import { formatWon } from '@shop/contract/format';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from '@shop/contract/money';
import { POINT_RULES, PURCHASE_RULES } from '@shop/contract/point-rules';

/** The shop's rules as the guide states them (docs/api.md#guide-and-policy); the FAQ reuses them. */
export const rules = {
  shippingFee: formatWon(SHIPPING_FEE),
  freeFrom: formatWon(FREE_SHIPPING_THRESHOLD),
  dispatchCutoff: '오후 1시',
  deliveryDays: '1–3일',
  returnDays: `${CLAIM_RULES.windowDays}일`,
  returnFee: formatWon(CLAIM_RULES.returnShippingFee),
  exchangeFee: formatWon(CLAIM_RULES.returnShippingFee * 2),
  autoDeliverDays: `${PURCHASE_RULES.autoDeliverAfterDays}일`,
  autoConfirmDays: `${PURCHASE_RULES.autoConfirmAfterDays}일`,
  pointPercent: `${POINT_RULES.earnPercent}%`,
  pointUsableDays: `${POINT_RULES.usableAfterDays}일`,
  pointMinSpend: formatWon(POINT_RULES.minSpend),
  pointExpireYears: `${POINT_RULES.expireAfterYears}년`,
} as const;

/** tel: links take digits only. */
export const telHref = `tel:${brand.phone.replace(/\D/g, '')}`;
export const mailHref = `mailto:${brand.email}`;

const { instagram: _, ...brandTexts } = brand;
const values: Record<string, string> = { ...brandTexts, ...rules, telHref, mailHref };

const fill = (value: unknown): unknown => {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (_match, key: string) => {
      const filled = values[key];
      if (filled === undefined) throw new Error(`No value for {${key}} in the brand content`);
      return filled;
    });
  }
  if (Array.isArray(value)) return value.map(fill);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
  }
  return value;
};

/**
 * The brand pages' texts are data (content/*.json); the shop's details and rules stand in them
 * as `{csHours}`, `{freeFrom}`…, filled here from the contract so they never drift from it.
 * `T` is the shape the page reads: JSON cannot say that `kind` is `'h3'` rather than any string.
 */
export const fillContent = <T>(content: unknown): T => fill(content) as T;
