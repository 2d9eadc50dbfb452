import catalog from './demo-catalog.json' with { type: 'json' };
import type { GarmentSpec } from './garment-svg';

export interface DemoProduct {
  name: string;
  /** Integer won. */
  price: number;
  /** Preformatted; lines separated by '\n'. */
  description: string;
  details?: Record<string, string>;
  /** Size label → measurements in cm. */
  fitSizing?: Record<string, string>;
  fabric?: Record<string, string>;
  /** Option label ('colour / size') → stock, in display order. */
  options: Record<string, number>;
  images: { spec: GarmentSpec; views: ('front' | 'back' | 'detail')[] };
  /** Slugs of the categories it is listed in (demo-categories.ts). */
  categories: string[];
  /** A limited drop: its sale opens this many days from the seeding (negative: already open). */
  drop?: { opensInDays: number; maxPerMember: number | null };
}

/**
 * The demo shop's products, kept as data in demo-catalog.json. Among them a sold-out option
 * ('램스울 크루넥 니트' → '네이비 / M', stock 0) and a single unit left ('캔버스 데일리 토트백' →
 * '에크루 / FREE', stock 1, its only option), and two limited drops that no browser journey buys:
 * '코듀로이 워크 자켓' on sale, 1인 1개; '피그먼트 다잉 반팔 티셔츠' opening three days after
 * seeding, 1인 2개. Beside them products wholly sold out ('와플 크루넥 니트', '울 블렌드 발마칸
 * 코트', '린넨 반팔 셔츠'), and black knits in size M at 50,000원 or less ('데일리 코튼 니트',
 * '울 블렌드 하프집 니트') among knits that a colour, size or price filter leaves out. Products
 * drawn alike share their images.
 */
export const demoCatalog = catalog as unknown as DemoProduct[];
