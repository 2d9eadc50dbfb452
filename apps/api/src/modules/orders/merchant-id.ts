import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const seoulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * An order number like 20261121-K7QM2XW9RT: the Seoul date and 10 unambiguous characters
 * (32^10 ≈ 10^15 a day). It is also the provider's orderId, which allows [A-Za-z0-9_-]{6,64}.
 */
export function newMerchantId(now: Date = new Date()): string {
  const date = seoulDate.format(now).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 10; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${date}-${suffix}`;
}
