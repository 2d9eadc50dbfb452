import type { FeedExclusion, FeedLeftOut } from '@shop/contract/admin-feeds';
import { shippingFee } from '@shop/contract/money';

/** A product as the catalog gives it to the feeds. */
export interface CatalogProduct {
  id: number;
  name: string;
  price: number;
  description: string;
  imageUrls: string[];
  hidden: boolean;
  saleStartsAt: Date | null;
  updatedAt: Date;
  origin: string | null;
  options: { id: number; label: string; stock: number }[];
}

export interface FeedOption {
  id: number;
  label: string;
  stock: number;
  color: string | null;
  size: string;
}

/** A product fit for the feeds: absolute links, raster images, its options read as colour and size. */
export interface FeedProduct {
  id: number;
  name: string;
  price: number;
  description: string;
  link: string;
  image: string;
  extraImages: string[];
  /** Won for one unit on its own, by the shop's one shipping rule. */
  shipping: number;
  updatedAt: Date;
  origin: string;
  options: FeedOption[];
  soldOut: boolean;
}

/** The formats the shopping services draw: Naver takes JPG and PNG, Google those and more. */
const RASTER = /\.(jpe?g|png)$/i;

/** "아이보리 / S" → colour 아이보리, size S; a label without a colour is a size. */
export function readOption(option: { id: number; label: string; stock: number }): FeedOption {
  const [first, ...rest] = option.label.split(' / ');
  const color = rest.length ? (first ?? '').trim() : null;
  const size = rest.length ? rest.join(' / ').trim() : option.label.trim();
  return { ...option, color, size };
}

function exclusion(product: CatalogProduct, now: Date): FeedExclusion | undefined {
  if (product.hidden) return 'hidden';
  if (product.saleStartsAt && product.saleStartsAt > now) return 'not_on_sale';
  if (product.price <= 0) return 'price_zero';
  if (product.imageUrls.length === 0) return 'no_image';
  if (!RASTER.test(new URL(product.imageUrls[0]!, 'http://x').pathname)) return 'image_format';
  return undefined;
}

/**
 * Sorts the catalog into the products the feeds carry and the ones the Naver EP leaves out, with
 * why. A product sold out in every option is among both: Google lists it as out of stock.
 */
export function feedProducts(
  catalog: CatalogProduct[],
  publicUrl: string,
  now: Date,
): { products: FeedProduct[]; leftOut: FeedLeftOut[] } {
  const products: FeedProduct[] = [];
  const leftOut: FeedLeftOut[] = [];
  for (const p of catalog) {
    const reason = exclusion(p, now);
    if (reason) {
      leftOut.push({ item_id: p.id, item_name: p.name, reason });
      continue;
    }
    const absolute = (url: string) => new URL(url, publicUrl).toString();
    const extraImages = p.imageUrls
      .slice(1)
      .filter((u) => RASTER.test(u))
      .slice(0, 10);
    const soldOut = p.options.every((o) => o.stock <= 0);
    if (soldOut) leftOut.push({ item_id: p.id, item_name: p.name, reason: 'sold_out' });
    products.push({
      id: p.id,
      name: p.name,
      price: p.price,
      description: p.description,
      link: `${publicUrl}/product/${p.id}`,
      image: absolute(p.imageUrls[0]!),
      extraImages: extraImages.map(absolute),
      shipping: shippingFee(p.price),
      updatedAt: p.updatedAt,
      origin: p.origin ?? '',
      options: p.options.map(readOption),
      soldOut,
    });
  }
  return { products, leftOut };
}
