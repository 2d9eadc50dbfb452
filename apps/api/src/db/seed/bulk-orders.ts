import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';

export interface BulkOrdersOptions {
  /** Paid orders, spread evenly over the `days` days up to `until`. */
  orders?: number;
  days?: number;
  until?: Date;
  /** New products (three options each) the orders' two lines are taken from. */
  products?: number;
  /** Members with one to three cart lines each, touched over the last ten days. */
  members?: number;
  /** Products viewed and put into carts per day (funnel counts). */
  viewedPerDay?: number;
}

/**
 * Adds made-up paid orders for measuring the sales insight, in a few set-based statements: two
 * lines each, one order in 20 partly refunded (a day after payment, in the payment ledger), one
 * in 25 cancelled and refunded whole two hours after payment; with the members' carts and the
 * funnel counts of the same days; then analyzes the tables. A load, not a shop: no stock ledger,
 * no notices. Answers the names' prefix, which tells its rows apart.
 */
export async function seedBulkOrders(db: Executor, options: BulkOrdersOptions = {}) {
  const {
    orders = 10_000,
    days = 730,
    until = new Date(),
    products = 200,
    members = 1_000,
    viewedPerDay = 50,
  } = options;
  const tag = `bulk${randomBytes(3).toString('hex')}`;
  const end = until.toISOString();
  const spanMs = days * 24 * 60 * 60 * 1000;

  await db.execute(sql`
    with made as (
      insert into items (name, price)
      select ${tag} || ' 상품 ' || g, 10000 + (g % 20) * 5000
      from generate_series(1, ${products}::int) g
      returning id
    )
    insert into item_options (item_id, label, stock, position)
    select made.id, s.label, (made.id * 7 + s.position) % 30, s.position
    from made cross join (values ('S', 0), ('M', 1), ('L', 2)) as s (label, position)
  `);

  const paidAt = sql`${end}::timestamptz - (g * ${spanMs}::float8 / ${orders}::int) * interval '1 millisecond'`;
  await db.execute(sql`
    insert into orders (merchant_id, status, order_name, recipient_name, phone, post_code,
      address, payment_method, items_total, total_price, created_at, updated_at, paid_at)
    select ${tag} || '-' || g, 'DELIVERED', '벤치 주문', '김온도', '010-0000-0000', '04779',
      '서울 성동구', '카드', 0, 0, t - interval '3 minutes', t, t
    from generate_series(1, ${orders}::int) g, lateral (select ${paidAt} as t) paid
  `);

  const mine = sql`o.merchant_id like ${`${tag}-%`}`;
  const optionCount = products * 3;
  // One in 20 gives back one unit of its first line the next day; one in 25 is cancelled whole.
  const partly = sql`o.id % 20 = 0`;
  const cancelled = sql`o.id % 25 = 0 and o.id % 20 <> 0`;
  await db.execute(sql`
    with opts as (
      select o.id, o.item_id, i.name, o.label, i.price,
        (row_number() over (order by o.id) - 1)::int as n
      from item_options o join items i on i.id = o.item_id
      where i.name like ${`${tag} %`}
    ),
    wanted as (
      select o.id as order_id, q.quantity,
        case when q.line = 0 then o.id % ${optionCount}::int
          else (o.id * 7 + 3) % ${optionCount}::int end as n,
        case when ${cancelled} then q.quantity when ${partly} and q.line = 0 then 1 else 0 end
          as refunded
      from orders o cross join (values (0, 1), (1, 2)) as q (line, quantity)
      where ${mine}
    )
    insert into order_lines (order_id, item_id, option_id, item_name, option_label, unit_price,
      quantity, line_total, refunded_quantity)
    select w.order_id, opts.item_id, opts.id, opts.name, opts.label, opts.price, w.quantity,
      opts.price * w.quantity, w.refunded
    from wanted w join opts on opts.n = w.n
  `);
  await db.execute(sql`analyze orders, order_lines`);
  await db.execute(sql`
    update orders o set
      items_total = s.won,
      shipping_fee = 3000,
      total_price = s.won + 3000,
      refunded_amount = case when ${cancelled} then s.won + 3000 else s.back end,
      status = case when ${cancelled} then 'ORDER_CANCELLED'::order_status else o.status end,
      cancelled_at = case when ${cancelled} then o.paid_at + interval '2 hours' end
    from (
      select order_id, sum(line_total)::int as won,
        sum(unit_price * refunded_quantity)::int as back
      from order_lines group by order_id
    ) s
    where s.order_id = o.id and ${mine}
  `);
  await db.execute(sql`
    insert into order_events (order_id, actor_type, type, from_status, to_status, created_at)
    select o.id, 'provider', 'PAYMENT', 'PAYMENT_PENDING'::order_status,
      'ORDER_PLACED'::order_status, o.paid_at
    from orders o where ${mine}
    union all
    select o.id, 'member', 'STATUS', 'ORDER_PLACED'::order_status,
      'ORDER_CANCELLED'::order_status, o.cancelled_at
    from orders o where ${mine} and o.cancelled_at is not null
  `);
  await db.execute(sql`
    insert into payment_ledger (order_number, payment_key, kind, amount, transaction_key,
      occurred_at)
    select o.merchant_id, 'pk-' || o.merchant_id, 'charge', o.total_price,
      'charge:pk-' || o.merchant_id, o.paid_at
    from orders o where ${mine}
    union all
    select o.merchant_id, 'pk-' || o.merchant_id, 'refund', o.refunded_amount,
      'cancel:' || o.merchant_id,
      coalesce(o.cancelled_at, o.paid_at + interval '1 day')
    from orders o where ${mine} and o.refunded_amount > 0
  `);

  await db.execute(sql`
    with joined as (
      insert into members (user_id, name, nickname)
      select ${tag} || 'm' || g, '김온도', ${tag} || '회원' || g
      from generate_series(1, ${members}::int) g
      returning id
    ),
    opts as (
      select o.id, o.item_id, (row_number() over (order by o.id) - 1)::int as n,
        count(*) over ()::int as total
      from item_options o join items i on i.id = o.item_id
      where i.name like ${`${tag} %`}
    )
    insert into carts (member_id, item_id, option_id, quantity, created_at, updated_at)
    select joined.id, opts.item_id, opts.id, 1 + k % 2, t, t
    from joined
    cross join generate_series(0, 2) k
    join opts on opts.n = (joined.id * 5 + k * 11) % opts.total
    cross join lateral (
      select ${end}::timestamptz - ((joined.id * 37 + k * 13) % 240) * interval '1 hour' as t
    ) touched
    where k <= joined.id % 3
  `);

  await db.execute(sql`
    insert into shop_event_days (day, kind, item_id, count)
    select (${end}::timestamptz at time zone 'UTC' + interval '9 hours')::date - d, kind.name,
      i.id, 1 + (i.id + d) % 40 * kind.times
    from generate_series(0, ${days}::int - 1) d
    cross join (values ('product_view', 5), ('cart_add', 1)) as kind (name, times)
    join lateral (
      select id from items where name like ${`${tag} %`}
      order by (id * 31 + d * 17) % ${products}::int limit ${viewedPerDay}::int
    ) i on true
  `);
  // As autovacuum would after such a load: the planner weighs the indexes on real numbers.
  await db.execute(
    sql`analyze items, item_options, orders, order_lines, order_events, payment_ledger, members, carts, shop_event_days`,
  );
  return tag;
}
