import { formatWon } from '@shop/contract/format';
import { guestOrderMessages } from '@shop/contract/guest-order-messages';
import { orderTotals } from '@shop/contract/money';
import {
  type Order,
  type OrderStartResponse,
  type OrderStatus,
  type orderDoneRequestSchema,
  orderMessages,
  orderName,
  type orderStartRequestSchema,
} from '@shop/contract/orders';
import { POINT_RULES, pointMessages } from '@shop/contract/point-rules';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { UserService } from '../accounts/members-service';
import { type CartService, ownerColumns } from '../cart/service';
import {
  assertOnSale,
  assertWithinLimits,
  type ItemService,
  type OptionInfo,
  type StockLine,
} from '../catalog/service';
import type { CouponService } from '../coupons/service';
import type { PointService } from '../points/service';
import type { ShippingService } from '../shipping/service';
import { newMerchantId } from './merchant-id';
import { type OrderClaimFacts, type OrderPaymentFacts, toOrder } from './present';
import type { Buyer } from './repo';
import * as repo from './repo';

export type { Buyer };

type StartInput = z.output<typeof orderStartRequestSchema>;
type DoneInput = z.output<typeof orderDoneRequestSchema>;

/** A started order is good for a day; after that the shopper starts again from the cart. */
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

export interface OrderDeps {
  db: Database;
  items: ItemService;
  cart: CartService;
  coupons: CouponService;
  users: Pick<UserService, 'findById' | 'listDeliveries'>;
  shipping: Pick<ShippingService, 'surchargeFor'>;
  points: Pick<PointService, 'usableNow'>;
  /** What the payments module shows of each order's payment (a virtual account, a receipt). */
  payments: {
    factsOf(executor: Executor, orders: repo.OrderRow[]): Promise<Map<number, OrderPaymentFacts>>;
  };
  /** What the claims module shows of each order: its 교환·반품 and until when it takes one. */
  claims: {
    factsOf(executor: Executor, orders: repo.OrderRow[]): Promise<Map<number, OrderClaimFacts>>;
  };
}

interface PricedLine extends StockLine {
  option: OptionInfo;
}

/** Merges lines of the same option and prices them with the items' current prices and stock. */
async function priceLines(items: ItemService, lines: StockLine[]): Promise<PricedLine[]> {
  const merged = new Map<number, number>();
  for (const l of lines) merged.set(l.optionId, (merged.get(l.optionId) ?? 0) + l.quantity);
  const options = new Map(
    (await items.findOptions([...merged.keys()])).map((o) => [o.optionId, o]),
  );
  return [...merged].map(([optionId, quantity]) => {
    const option = options.get(optionId);
    if (!option) throw conflict(orderMessages.itemNotFound);
    if (option.hidden) throw conflict(orderMessages.itemHidden(option.itemName));
    assertOnSale(option);
    if (quantity > option.stock) {
      throw conflict(orderMessages.notEnoughStock(option.itemName, option.label, option.stock));
    }
    return { optionId, quantity, option };
  });
}

/**
 * 409 when the lines and what the member holds or bought exceed an item's "1인 N개". A guest
 * cannot buy a limited item at all: its limit is counted per member.
 */
async function assertLimits(db: Database, buyer: Buyer, lines: PricedLine[]) {
  if (!('memberId' in buyer)) {
    const limited = lines.find((l) => l.option.maxPerMember !== null);
    if (limited) throw conflict(guestOrderMessages.limitedNeedsMember(limited.option.itemName));
    return;
  }
  await assertWithinLimits(
    db,
    buyer.memberId,
    lines.map((l) => ({ ...l.option, quantity: l.quantity })),
  );
}

/** A guest's own part of the order sheet: who orders, the lookup password, the consent. */
export interface GuestOrderer {
  name: string;
  phone: string;
  email: string;
  password: string;
  consentVersion: string;
}

const itemsTotalOf = (lines: PricedLine[]) =>
  lines.reduce((sum, l) => sum + l.option.price * l.quantity, 0);

export function createOrderService(deps: OrderDeps) {
  const { db, items, cart, coupons, users, shipping, points, payments, claims } = deps;

  /** What the other modules add to each order. */
  async function factsOf(rows: repo.OrderRow[]) {
    const [paid, claimed] = await Promise.all([
      payments.factsOf(db, rows),
      claims.factsOf(db, rows),
    ]);
    return new Map(rows.map((o) => [o.id, { ...paid.get(o.id), ...claimed.get(o.id) }]));
  }

  async function linesOf(
    buyer: Buyer,
    input: StartInput,
  ): Promise<{ lines: StockLine[]; cartIds: number[] }> {
    if (input.type === 'cart') {
      const ids = [...new Set(input.cart_id)];
      const rows = await cart.findLines(buyer, ids);
      if (rows.length !== ids.length) throw notFound(orderMessages.cartEntryNotFound);
      return {
        lines: rows.map((r) => ({ optionId: r.optionId, quantity: r.quantity })),
        cartIds: ids,
      };
    }
    const lines: StockLine[] = [];
    for (const line of input.options) {
      const option = await items.findOptionByLabel(line.item_id, line.option);
      if (!option) throw notFound(orderMessages.optionNotFound(line.option));
      lines.push({ optionId: option.optionId, quantity: line.quantity });
    }
    return { lines, cartIds: [] };
  }

  /**
   * Points an order sheet asks to spend: a member's, from a usable balance of at least the
   * minimum, never more than that balance or than is left to pay. Checked again at the hold.
   */
  async function assertPointsSpendable(buyer: Buyer, wanted: number, payable: number) {
    if (wanted === 0) return;
    const refuse = (msg: string) =>
      new HttpError(422, [{ loc: ['body', 'use_points'], msg, type: 'value_error' }]);
    if (!('memberId' in buyer)) throw refuse(pointMessages.membersOnly);
    if (wanted > payable) throw refuse(pointMessages.overTotal);
    const usable = await points.usableNow(buyer.memberId);
    if (usable < POINT_RULES.minSpend)
      throw conflict(pointMessages.belowMinimum(POINT_RULES.minSpend));
    if (wanted > usable) throw conflict(pointMessages.overUsable(usable));
  }

  async function present(order: repo.OrderRow): Promise<Order> {
    const facts = await factsOf([order]);
    return toOrder(order, await repo.listOrderLines(db, [order.id]), facts.get(order.id));
  }

  return {
    present,

    findByNumber: (merchantId: string) => repo.findOrderByMerchantId(db, merchantId),

    /**
     * Prices the chosen lines, keeps them under a fresh order number, prefills a member's
     * address (a guest's sheet starts empty).
     */
    async start(buyer: Buyer, input: StartInput): Promise<OrderStartResponse> {
      const { lines, cartIds } = await linesOf(buyer, input);
      const priced = await priceLines(items, lines);
      await assertLimits(db, buyer, priced);
      const merchantId = newMerchantId();
      await repo.insertCheckout(db, {
        merchantId,
        ...ownerColumns(buyer),
        cartIds,
        lines: priced.map(({ optionId, quantity }) => ({ optionId, quantity })),
      });
      const memberId = 'memberId' in buyer ? buyer.memberId : null;
      const member = memberId === null ? undefined : await users.findById(memberId);
      const [base] =
        memberId === null
          ? []
          : (await users.listDeliveries(memberId)).filter((d) => d.is_base_delivery);
      const totals = orderTotals(itemsTotalOf(priced));
      return {
        ordering_item: priced.map(({ option, quantity }) => ({
          item_id: option.itemId,
          options: option.label,
          quantity,
          unit_price: option.price,
          total_price: option.price * quantity,
          item: { item_name: option.itemName, image_urls: option.imageUrls },
        })),
        recipientName: base?.name ?? member?.name ?? '',
        phone_num: base?.recipient_phone ?? member?.phone ?? '',
        post_code: base?.post_code ?? '',
        address: base?.address ?? '',
        detail_address: base?.detail_address ?? '',
        requirements: base?.requirements ?? '',
        items_total: totals.items_total,
        shipping_fee: totals.shipping_fee,
        total_price: totals.total_price,
        merchant_id: merchantId,
      };
    },

    /**
     * Records the started order with its recipient and coupon as PAYMENT_PENDING, with the
     * server's totals. Done again before paying, it replaces the pending order (new address,
     * other coupon). A guest's order has no coupon and keeps its orderer, password hash and
     * consent beside it.
     */
    async done(buyer: Buyer, input: DoneInput, guest?: GuestOrderer): Promise<Order> {
      const since = new Date(Date.now() - CHECKOUT_TTL_MS);
      const checkout = await repo.findCheckout(db, input.merchant_id, buyer, since);
      if (!checkout) throw notFound(orderMessages.checkoutNotFound);
      const priced = await priceLines(items, checkout.lines);
      await assertLimits(db, buyer, priced);
      if (input.item_info && !sameLines(input.item_info, priced)) {
        throw conflict(orderMessages.linesChanged);
      }
      const itemsTotal = itemsTotalOf(priced);
      const coupon =
        input.apply_coupon_id === null || !('memberId' in buyer)
          ? null
          : await coupons.usable(buyer.memberId, input.apply_coupon_id, itemsTotal);
      const island = await shipping.surchargeFor(input.post_code);
      const beforePoints = orderTotals(itemsTotal, coupon, island.fee);
      await assertPointsSpendable(buyer, input.use_points, beforePoints.total_price);
      const totals = orderTotals(itemsTotal, coupon, island.fee, input.use_points);
      if (input.total_price !== totals.total_price) {
        throw conflict(orderMessages.totalChanged(formatWon(totals.total_price)));
      }

      const passwordHash = guest ? await hashPassword(guest.password) : null;
      const order = await db.transaction(async (tx) => {
        const existing = await repo.findOrderByMerchantId(tx, input.merchant_id);
        if (existing) {
          const locked = await repo.lockOrder(tx, existing.id);
          if (locked?.status !== 'PAYMENT_PENDING' || locked.holdsStock) {
            throw conflict(orderMessages.notCancelable);
          }
          await repo.deleteOrder(tx, existing.id);
        }
        const created = await repo.insertOrder(tx, {
          merchantId: input.merchant_id,
          ...ownerColumns(buyer),
          orderName: orderName(priced.map((l) => l.option.itemName)),
          recipientName: input.recipient_name,
          phone: input.phone_num,
          postCode: input.post_code,
          address: input.address,
          detailAddress: input.detail_address,
          requirements: input.requirements,
          paymentMethod: input.payment_method,
          itemsTotal: totals.items_total,
          discount: totals.discount,
          shippingFee: totals.shipping_fee,
          islandFee: totals.island_fee,
          totalPrice: totals.total_price,
          pointsUsed: totals.points_used,
          couponId: coupon?.couponId ?? null,
          cartIds: checkout.cartIds,
        });
        await repo.insertOrderLines(
          tx,
          priced.map(({ option, quantity }) => ({
            orderId: created.id,
            itemId: option.itemId,
            optionId: option.optionId,
            itemName: option.itemName,
            optionLabel: option.label,
            imageUrl: option.imageUrls[0] ?? null,
            unitPrice: option.price,
            quantity,
            lineTotal: option.price * quantity,
          })),
        );
        if (guest && passwordHash) {
          await repo.insertGuestOrder(tx, {
            orderId: created.id,
            ordererName: guest.name,
            ordererPhone: guest.phone,
            ordererEmail: guest.email,
            passwordHash,
            consentVersion: guest.consentVersion,
            consentedAt: new Date(),
          });
        }
        return created;
      });
      // A new order has no payment yet: nothing of the payments module to add.
      return toOrder(order, await repo.listOrderLines(db, [order.id]));
    },

    /** The member's orders with their lines and the count per status, in three queries. */
    async list(
      memberId: number,
      filter: { status?: OrderStatus | undefined; withPending: boolean },
    ) {
      const rows = await repo.listMemberOrders(db, memberId, filter);
      const lines = await repo.listOrderLines(
        db,
        rows.map((o) => o.id),
      );
      const facts = await factsOf(rows);
      return {
        order_list: rows.map((o) => toOrder(o, lines, facts.get(o.id))),
        status_counts: await repo.countByStatus(db, memberId),
      };
    },

    /** How many of the member's orders are paid and not yet settled (a withdrawal waits for them). */
    countInProgress: (memberId: number) => repo.countInProgress(db, memberId),

    /** The member's own order, or 404 (somebody else's order looks like no order). */
    async ownOrder(memberId: number, orderId: number): Promise<repo.OrderRow> {
      const order = await repo.findMemberOrder(db, memberId, orderId);
      if (!order) throw notFound(orderMessages.orderNotFound);
      return order;
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;

/** Whether the page's lines are the started order's lines (same options and quantities). */
function sameLines(
  info: { item_id: number; options: string; quantity: number }[],
  priced: PricedLine[],
): boolean {
  const key = (itemId: number, label: string, quantity: number) =>
    `${itemId}\u0000${label}\u0000${quantity}`;
  const a = info.map((l) => key(l.item_id, l.options, l.quantity)).sort();
  const b = priced.map((l) => key(l.option.itemId, l.option.label, l.quantity)).sort();
  return a.length === b.length && a.every((k, i) => k === b[i]);
}
