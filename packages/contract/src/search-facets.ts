/** The facets' price bands and colour swatches and the reading of an option label: plain data
 * that the storefront's list shows on its first load, kept apart from the schemas (search.ts). */

/** Price bands of the facets, in won: [min, max) with max null for "and above". */
export const PRICE_BANDS: readonly { min: number; max: number | null; label: string }[] = [
  { min: 0, max: 30_000, label: '3만원 미만' },
  { min: 30_000, max: 50_000, label: '3만~5만원' },
  { min: 50_000, max: 100_000, label: '5만~10만원' },
  { min: 100_000, max: 200_000, label: '10만~20만원' },
  { min: 200_000, max: null, label: '20만원 이상' },
];

/** Swatches of the colour names the shop uses; an option may carry another hex of its own. */
export const colorSwatches: Readonly<Record<string, string>> = {
  블랙: '#1f1f1f',
  검정: '#1f1f1f',
  화이트: '#f7f7f5',
  아이보리: '#ece6d8',
  크림: '#efe6cf',
  오트밀: '#d8cbb6',
  베이지: '#c9b89b',
  샌드: '#cdb99a',
  에크루: '#e6ddcb',
  카멜: '#b08457',
  브라운: '#7b5a45',
  차콜: '#4e4f52',
  그레이: '#9a9a9a',
  '멜란지 그레이': '#bab8b3',
  네이비: '#2f3a52',
  올리브: '#7a7b5a',
  카키: '#6b6a48',
  세이지: '#a7ae95',
  '더스티 세이지': '#a7ae95',
  스카이블루: '#a9c4de',
  버건디: '#6e2a35',
};

/**
 * Colour and size of an option label: '아이보리 / S' → 아이보리, S; any other label is a size of
 * its own ('FREE'). The swatch comes from the shop's palette when the colour is known.
 */
export function optionLabelParts(label: string) {
  const at = label.indexOf(' / ');
  const color = at >= 0 ? label.slice(0, at).trim() || null : null;
  const size = (at >= 0 ? label.slice(at + 3) : label).trim() || null;
  return { color, size, colorHex: color ? (colorSwatches[color] ?? null) : null };
}
