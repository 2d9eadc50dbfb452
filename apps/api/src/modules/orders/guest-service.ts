import { type GuestOrder, guestOrderMessages } from '@shop/contract/guest-orders';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { burnVerification, verifyPassword } from '../../lib/passwords';
import * as repo from './repo';
import type { OrderService } from './service';

export interface GuestLookup {
  order_number: string;
  orderer: string;
  order_password: string;
}

const digits = (value: string) => value.replace(/\D/g, '');
const folded = (value: string) => value.normalize('NFC').replace(/\s+/g, '').toLowerCase();

/** Whether `orderer` names the guest who placed the order: their name, or their mobile number. */
export function ordererMatches(
  guest: { ordererName: string; ordererPhone: string },
  orderer: string,
) {
  const phone = digits(orderer);
  if (phone.length >= 10 && phone === digits(guest.ordererPhone)) return true;
  return folded(orderer) !== '' && folded(orderer) === folded(guest.ordererName);
}

/**
 * 비회원 주문조회: a guest reaches their order by its number, their name or mobile, and the order
 * password. Every wrong answer is the same 404 after the same password work, so a caller learns
 * nothing of which part was wrong (the routes also count the failures).
 */
export function createGuestOrderService({ db, orders }: { db: Database; orders: OrderService }) {
  return {
    async find(input: GuestLookup): Promise<repo.OrderRow> {
      const found = await repo.findGuestOrder(db, input.order_number.trim());
      if (!found) {
        await burnVerification(input.order_password);
        throw notFound(guestOrderMessages.notFound);
      }
      const passwordOk = await verifyPassword(found.guest.passwordHash, input.order_password);
      if (!passwordOk || !ordererMatches(found.guest, input.orderer)) {
        throw notFound(guestOrderMessages.notFound);
      }
      return found.order;
    },

    /** The order as its guest sees it: the order and who placed it. */
    async present(order: repo.OrderRow): Promise<GuestOrder> {
      const guest = await repo.findGuestOrderer(db, order.id);
      if (!guest) throw notFound(guestOrderMessages.notFound);
      return {
        ...(await orders.present(order)),
        orderer_name: guest.ordererName,
        orderer_phone: guest.ordererPhone,
        orderer_email: guest.ordererEmail,
      };
    },
  };
}
export type GuestOrderService = ReturnType<typeof createGuestOrderService>;
