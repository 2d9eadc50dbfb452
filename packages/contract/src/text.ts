const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use inside HTML element content or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/**
 * A Korean phone number in the domestic dashed format (`010-1234-5678`), from Kakao's
 * `+82 10-1234-5678`, Naver's `010-1234-5678` or `+821012345678`, or bare digits. A foreign or
 * unreadable number gives null: the shop only stores domestic numbers.
 */
export function toDomesticPhone(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let digits: string;
  if (text.startsWith('+')) {
    const national = /^\+82[\s-]*(.+)$/.exec(text)?.[1];
    if (national === undefined) return null;
    digits = national.replace(/[\s-]/g, '');
    if (!digits.startsWith('0')) digits = `0${digits}`;
  } else {
    digits = text.replace(/[\s-]/g, '');
  }
  const parts = /^(02|0\d{2})(\d{3,4})(\d{4})$/.exec(digits);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : null;
}
