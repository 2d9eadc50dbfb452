import { optionLabelParts } from '@shop/contract/search';

/**
 * What the catalog stores beside a product for search, worked out here rather than in SQL so
 * that PostgreSQL and PGlite hold the very same values.
 */

const CHOSUNG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 21 * 28;

/** Lowercase, NFC, every space removed: '롱 코트' and '롱코트' are the same words. */
export function normalizeWords(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** The initial consonant of each Hangul syllable ('니트' → 'ㄴㅌ'); consonants typed alone stay. */
export function chosungOf(text: string): string {
  let out = '';
  for (const char of normalizeWords(text)) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) {
      out += CHOSUNG[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)];
    } else if (CHOSUNG.includes(char)) {
      out += char;
    }
  }
  return out;
}

/** Whether the words are typed as 초성 only ('ㄴㅌ'). */
export const isChosungOnly = (words: string) =>
  words.length > 0 && [...words].every((char) => CHOSUNG.includes(char));

/** Every one- and two-character piece of each part. */
function gramsOf(parts: string[]): string[] {
  const grams = new Set<string>();
  for (const part of parts) {
    const chars = [...part];
    chars.forEach((char, index) => {
      grams.add(char);
      const next = chars[index + 1];
      if (next !== undefined) grams.add(char + next);
    });
  }
  return [...grams].sort();
}

/**
 * The search columns of a product: name and tags normalized and joined with '|' (so that words
 * never run across two parts), their 초성, and the short pieces trigrams cannot index.
 */
export function searchFieldsOf(name: string, tags: readonly string[]) {
  const parts = [name, ...tags].map(normalizeWords).filter(Boolean);
  const chosungParts = parts.map(chosungOf).filter(Boolean);
  return {
    searchText: parts.join('|'),
    searchChosung: chosungParts.join('|'),
    searchGrams: gramsOf([...parts, ...chosungParts]),
  };
}

/** Tags as stored: trimmed, inner spaces kept, each once. */
export const cleanTags = (tags: readonly string[]) => [
  ...new Set(tags.map((t) => t.trim()).filter(Boolean)),
];

/** Colour, size and swatch of an option label, as the back office's form shows them. */
export const optionAttributes = optionLabelParts;
