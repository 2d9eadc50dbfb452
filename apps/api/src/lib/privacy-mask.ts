/**
 * Personal details a shopper types into a public post (Q&A, comments): phone numbers, e-mail
 * addresses, resident registration numbers, bank account numbers and street addresses. They are
 * replaced in the public copy everybody else reads; the writer and the operator read the
 * original (decision 035).
 */
export type MaskedKind = 'phone' | 'email' | 'rrn' | 'account' | 'address';

export const maskLabels: Record<MaskedKind, string> = {
  phone: '전화번호',
  email: '이메일',
  rrn: '주민등록번호',
  account: '계좌번호',
  address: '주소',
};

const SEP = '[\\s.\\-·]?';

/**
 * In order: a rule applied first keeps a later one from reading its digits (a resident
 * number is not an account number; a phone number is not one either).
 */
const RULES: { kind: MaskedKind; pattern: RegExp }[] = [
  { kind: 'email', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
  // 주민등록번호: birth date, a sex digit (1–4, 5–8 for foreigners), six more.
  {
    kind: 'rrn',
    pattern: /(?<!\d)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\s?-?\s?[1-8]\d{6}(?!\d)/g,
  },
  // Mobile and area numbers, with or without separators: 010-1234-5678, 010 1234 5678, 02)123-4567.
  {
    kind: 'phone',
    pattern: new RegExp(
      `(?<![\\d-])(?:\\+82${SEP}0?|0)(?:1[016789]|2|[3-6][1-5]|70|50\\d)\\)?${SEP}\\d{3,4}${SEP}\\d{4}(?![\\d-])`,
      'g',
    ),
  },
  // Account numbers: groups of digits joined by hyphens, 10 to 16 digits in all (not a parcel's
  // tracking number, which is written the same way after 송장)…
  {
    kind: 'account',
    pattern: /(?<![\w-])(?<!송장\s?(?:번호)?\s?:?\s?)\d{2,6}(?:-\d{2,7}){2,3}(?![\w-])/g,
  },
  // …or a run of 10–14 digits after a bank's name or 계좌.
  {
    kind: 'account',
    pattern:
      /(?<=(?:계좌|은행|국민|신한|우리|하나|농협|기업|카카오뱅크|토스뱅크|케이뱅크|새마을|우체국|수협|부산|대구|경남|광주|전북|제주|씨티|SC)\s?(?:번호)?\s?:?\s?)\d{10,14}(?!\d)/g,
  },
  // A district, then a road (…로 12, …길 3-4, …번길 5) or a lot (…동 685-20): "로" alone is
  // also a particle ("택배로 2일"), so the district in front is what makes it an address.
  {
    kind: 'address',
    pattern:
      /[가-힣]+(?:구|군|시)\s[가-힣\d]+(?:로|길|동|리|가)\s?\d{1,5}(?:-\d{1,5})?(?:번길\s?\d{1,4})?(?!\d)/g,
  },
  { kind: 'address', pattern: /\d{1,4}\s?동\s?\d{1,4}\s?호/g },
];

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/** An account match is one only with 10–16 digits: "95-100-105" is a run of sizes. */
const isAccount = (text: string) => {
  const digits = digitsIn(text);
  return digits >= 10 && digits <= 16;
};

export interface Masked {
  text: string;
  kinds: MaskedKind[];
}

/** Plain text with its personal details replaced by `[전화번호 비공개]` and the like. */
export function maskText(text: string): Masked {
  const kinds = new Set<MaskedKind>();
  let out = text;
  for (const { kind, pattern } of RULES) {
    out = out.replace(pattern, (match) => {
      if (kind === 'account' && !isAccount(match)) return match;
      kinds.add(kind);
      return `[${maskLabels[kind]} 비공개]`;
    });
  }
  return { text: out, kinds: [...kinds] };
}

/** Sanitized HTML likewise, its text only: tags and their attributes (image addresses) stay. */
export function maskHtml(html: string): Masked {
  const kinds = new Set<MaskedKind>();
  const text = html.replace(/(^|>)([^<]+)/g, (_all, open: string, inner: string) => {
    const masked = maskText(inner);
    for (const kind of masked.kinds) kinds.add(kind);
    return open + masked.text;
  });
  return { text, kinds: [...kinds] };
}
