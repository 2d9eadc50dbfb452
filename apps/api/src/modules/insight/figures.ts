import type { Insight, SalesPoint, SalesTotals } from '@shop/contract/admin-insight';
import { bucketOf, type InsightPeriod } from './buckets';

const TOP_LIMIT = 10;
const SELL_THROUGH_LIMIT = 20;

type Figures = Omit<SalesPoint, 'bucket' | 'aov'>;
const noFigures = (): Figures => ({ orders: 0, revenue: 0, refunded: 0, cancelled: 0 });

const withAov = (f: Figures): SalesTotals => ({
  ...f,
  aov: f.orders === 0 ? 0 : Math.round(f.revenue / f.orders),
});

/** Adds each day's figures to the bucket the day falls in. */
export function byBucket(
  period: InsightPeriod,
  days: { day: string; figures: Partial<Figures> }[],
): Map<string, Figures> {
  const buckets = new Map<string, Figures>();
  for (const { day, figures } of days) {
    const start = bucketOf(period.unit, day);
    const sum = buckets.get(start) ?? noFigures();
    for (const [key, value] of Object.entries(figures) as [keyof Figures, number][]) {
      sum[key] += value;
    }
    buckets.set(start, sum);
  }
  return buckets;
}

/** One point per bucket start (zeros where nothing happened), and their totals. */
export function series(starts: string[], buckets: Map<string, Figures>) {
  const points = starts.map((bucket) => ({
    bucket,
    ...withAov(buckets.get(bucket) ?? noFigures()),
  }));
  const sum = noFigures();
  for (const point of points) {
    sum.orders += point.orders;
    sum.revenue += point.revenue;
    sum.refunded += point.refunded;
    sum.cancelled += point.cancelled;
  }
  return { points, totals: withAov(sum) };
}

interface SoldOption {
  itemId: number;
  itemName: string;
  optionId: number;
  option: string;
  units: number;
  revenue: number;
}

const mostSold = <T extends { units: number; revenue: number }>(a: T, b: T) =>
  b.units - a.units || b.revenue - a.revenue;

/** The options sold added up per product, in the order they come. */
function perProduct(options: SoldOption[]) {
  const products = new Map<
    number,
    { itemId: number; itemName: string; units: number; revenue: number }
  >();
  for (const o of options) {
    const product = products.get(o.itemId) ?? {
      itemId: o.itemId,
      itemName: o.itemName,
      units: 0,
      revenue: 0,
    };
    product.units += o.units;
    product.revenue += o.revenue;
    products.set(o.itemId, product);
  }
  return [...products.values()];
}

/**
 * The best products and options by units then won, and the products whose stock went fastest:
 * sold ÷ (sold + `stock` now over all their options).
 */
export function rankings(
  options: SoldOption[],
  stock: Map<number, number>,
): Pick<Insight, 'top_products' | 'top_options' | 'sell_through'> {
  const products = perProduct(options);
  const rated = products
    .map((p) => {
      const left = stock.get(p.itemId) ?? 0;
      return { ...p, stock: left, rate: p.units / (p.units + left) };
    })
    .sort((a, b) => b.rate - a.rate || b.units - a.units || a.itemId - b.itemId)
    .slice(0, SELL_THROUGH_LIMIT);
  return {
    top_products: [...products]
      .sort((a, b) => mostSold(a, b) || a.itemId - b.itemId)
      .slice(0, TOP_LIMIT)
      .map((p) => ({
        item_id: p.itemId,
        item_name: p.itemName,
        units: p.units,
        revenue: p.revenue,
      })),
    top_options: [...options]
      .sort((a, b) => mostSold(a, b) || a.optionId - b.optionId)
      .slice(0, TOP_LIMIT)
      .map((o) => ({
        item_id: o.itemId,
        item_name: o.itemName,
        option_id: o.optionId,
        option: o.option,
        units: o.units,
        revenue: o.revenue,
      })),
    sell_through: rated.map((p) => ({
      item_id: p.itemId,
      item_name: p.itemName,
      sold: p.units,
      stock: p.stock,
      rate: Math.round(p.rate * 1000) / 1000,
    })),
  };
}
