import { deliveryMessages } from '@shop/contract/delivery';
import type { Address as PostcodeData } from 'react-daum-postcode';
import { z } from 'zod';

/** The address part of any form: what the postcode search fills and manual entry types. */
export interface AddressValue {
  post_code: string;
  address: string;
  detail_address: string;
}

/** The address fields' rules (messages of docs/api.md#form-checks / the delivery contract). */
export const addressFieldsSchema = z.object({
  post_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, deliveryMessages.postCodeFormat),
  address: z
    .string()
    .trim()
    .min(1, deliveryMessages.addressRequired)
    .max(200, deliveryMessages.tooLong(200)),
  detail_address: z.string().trim().max(200, deliveryMessages.tooLong(200)),
});

export const emptyAddress: AddressValue = { post_code: '', address: '', detail_address: '' };

/**
 * The postcode search's choice as our address (docs/integrations.md#postcode): the address the
 * shopper clicked (road or lot), and for a road address the 동/로/가 name and an apartment's
 * name in brackets. The detail line is the shopper's to type.
 */
export function addressFromPostcode(
  data: PostcodeData,
): Pick<AddressValue, 'post_code' | 'address'> {
  const road = data.userSelectedType === 'R';
  const main = road ? data.roadAddress : data.jibunAddress;
  const extras: string[] = [];
  if (road) {
    if (data.bname && /[동로가]$/.test(data.bname)) extras.push(data.bname);
    if (data.buildingName && data.apartment === 'Y') extras.push(data.buildingName);
  }
  const extra = extras.length > 0 ? ` (${extras.join(', ')})` : '';
  return { post_code: data.zonecode, address: `${main || data.address}${extra}` };
}
