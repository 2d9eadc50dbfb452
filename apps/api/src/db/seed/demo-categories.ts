/**
 * The demo shop's category tree (two levels) and what the search box starts with: synonyms the
 * back office would keep, and a week of searches for '인기 검색어'.
 */
export interface DemoCategory {
  name: string;
  slug: string;
  children: { name: string; slug: string }[];
}

export const demoCategories: DemoCategory[] = [
  {
    name: '아우터',
    slug: 'outer',
    children: [
      { name: '코트', slug: 'coat' },
      { name: '자켓', slug: 'jacket' },
    ],
  },
  {
    name: '상의',
    slug: 'top',
    children: [
      { name: '니트', slug: 'knit' },
      { name: '셔츠', slug: 'shirt' },
      { name: '티셔츠', slug: 'tshirt' },
      { name: '스웨트', slug: 'sweat' },
    ],
  },
  {
    name: '하의',
    slug: 'bottom',
    children: [
      { name: '팬츠', slug: 'pants' },
      { name: '스커트', slug: 'skirt' },
    ],
  },
  { name: '원피스', slug: 'dress', children: [] },
  {
    name: '가방·잡화',
    slug: 'acc',
    children: [
      { name: '가방', slug: 'bag' },
      { name: '모자', slug: 'cap' },
    ],
  },
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
