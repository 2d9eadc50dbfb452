/**
 * The demo shop's category tree (two levels) and what the search box starts with: synonyms the
 * back office would keep, and a week of searches for '인기 검색어'.
 */
export interface DemoCategory {
  name: string;
  slug: string;
  children: { name: string; slug: string }[];
}

/** A top category and its children, each child as name → slug (in menu order). */
const category = (name: string, slug: string, children: Record<string, string> = {}) => ({
  name,
  slug,
  children: Object.entries(children).map(([name, slug]) => ({ name, slug })),
});

export const demoCategories: DemoCategory[] = [
  category('아우터', 'outer', { 코트: 'coat', 자켓: 'jacket' }),
  category('상의', 'top', { 니트: 'knit', 셔츠: 'shirt', 티셔츠: 'tshirt', 스웨트: 'sweat' }),
  category('하의', 'bottom', { 팬츠: 'pants', 스커트: 'skirt' }),
  category('원피스', 'dress'),
  category('가방·잡화', 'acc', { 가방: 'bag', 모자: 'cap' }),
];

export const demoSynonyms: { term: string; synonyms: string[] }[] = [
  { term: '블랙', synonyms: ['검정', '검은색', 'black'] },
  { term: '화이트', synonyms: ['흰색', 'white'] },
  { term: '니트', synonyms: ['knit', '스웨터'] },
  { term: '코트', synonyms: ['coat'] },
  { term: '셔츠', synonyms: ['shirt', '남방'] },
  { term: '팬츠', synonyms: ['바지', 'pants'] },
];

/** Searches of the last days, [query, times]: spread over the week before the seeding. */
export const demoSearches: [string, number][] = [
  ['코트', 6],
  ['니트', 5],
  ['캐시미어', 4],
  ['원피스', 3],
  ['셔츠', 2],
  ['토트백', 2],
];
