import type { Insight, SalesPoint } from '@shop/contract/admin-insight';

const point = (
  bucket: string,
  orders: number,
  revenue: number,
  more: Partial<SalesPoint> = {},
) => ({
  bucket,
  orders,
  revenue,
  aov: orders === 0 ? 0 : Math.round(revenue / orders),
  refunded: 0,
  cancelled: 0,
  ...more,
});

/** Three days of sales at the end of November against the three days before. */
export const dailyInsight = (): Insight => ({
  unit: 'day',
  from: '2026-11-27',
  to: '2026-11-29',
  previous_from: '2026-11-24',
  previous_to: '2026-11-26',
  series: [
    point('2026-11-27', 2, 180_000),
    point('2026-11-28', 0, 0, { refunded: 45_000, cancelled: 1 }),
    point('2026-11-29', 3, 270_000, { cancelled: 2 }),
  ],
  previous: [
    point('2026-11-24', 1, 90_000),
    point('2026-11-25', 1, 100_000),
    point('2026-11-26', 2, 210_000),
  ],
  totals: { orders: 5, revenue: 450_000, aov: 90_000, refunded: 45_000, cancelled: 3 },
  previous_totals: { orders: 4, revenue: 400_000, aov: 100_000, refunded: 0, cancelled: 3 },
  top_products: [
    { item_id: 3, item_name: '램스울 크루넥 니트', units: 4, revenue: 360_000 },
    { item_id: 8, item_name: '린넨 오버셔츠, 화이트', units: 2, revenue: 90_000 },
  ],
  top_options: [
    {
      item_id: 3,
      item_name: '램스울 크루넥 니트',
      option_id: 31,
      option: '오트밀 / S',
      units: 3,
      revenue: 270_000,
    },
  ],
  sell_through: [{ item_id: 3, item_name: '램스울 크루넥 니트', sold: 4, stock: 12, rate: 0.25 }],
  funnel: { product_views: 200, cart_adds: 50, checkouts_started: 20, paid: 15 },
  abandoned_carts: {
    members: 1,
    lines: 2,
    value: 174_000,
    rows: [
      {
        member_id: 12,
        user_id: 'ondo2024',
        nickname: '온도',
        lines: 2,
        value: 174_000,
        oldest_at: '2026-11-27T15:30:00.000Z',
      },
    ],
  },
});

/** Two weeks from a Wednesday: the first week starts on the Monday before the period. */
export const weeklyInsight = (): Insight => ({
  ...dailyInsight(),
  unit: 'week',
  from: '2026-11-18',
  to: '2026-11-29',
  previous_from: '2026-11-06',
  previous_to: '2026-11-17',
  series: [point('2026-11-16', 4, 400_000), point('2026-11-23', 5, 450_000)],
  previous: [point('2026-11-02', 1, 50_000), point('2026-11-09', 3, 300_000)],
});

/** A period without a paid order, a refund or a cancel. */
export const quietInsight = (): Insight => {
  const zero = { orders: 0, revenue: 0, aov: 0, refunded: 0, cancelled: 0 };
  return {
    ...dailyInsight(),
    series: dailyInsight().series.map((p) => ({ ...p, ...zero })),
    previous: dailyInsight().previous.map((p) => ({ ...p, ...zero })),
    totals: zero,
    previous_totals: zero,
    top_products: [],
    top_options: [],
    sell_through: [],
    funnel: { product_views: 0, cart_adds: 0, checkouts_started: 0, paid: 0 },
    abandoned_carts: { members: 0, lines: 0, value: 0, rows: [] },
  };
};
