import { roleLabels } from '@shop/contract/admin';
import { memberExportColumns, orderExportColumns } from '@shop/contract/admin-exports';
import { orderStatuses } from '@shop/contract/orders';
import type { Role } from '@shop/contract/users';
import type { CsvCell } from '../../lib/csv';
import type { AdminMemberService } from '../accounts/admin-service';
import {
  type AdminOrderService,
  type OrderFilterInput,
  orderFilter,
} from '../orders/admin-service';

/** The most rows one export holds. */
export const EXPORT_LIMIT = 50_000;

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
/** `2026-11-21 14:03:00`, in Seoul time, as a spreadsheet reads it. */
const seoulTime = (date: Date | null) =>
  date
    ? new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
    : '';

/** A sheet's header and its lines, cell by cell (the file format is the caller's). */
export interface SheetRows {
  columns: readonly string[];
  rows: CsvCell[][];
}

export type MemberExportFilter = { q: string; role?: Role | undefined };

/** The rows of the order and member exports, in the contract's columns. */
export function createExportService({
  orders,
  members,
}: {
  orders: Pick<AdminOrderService, 'exportRows'>;
  members: Pick<AdminMemberService, 'exportRows'>;
}) {
  return {
    /** Refuses a filter the order list would refuse (a `from` after `to`), before any work. */
    checkOrderFilter(filter: OrderFilterInput): void {
      orderFilter(filter);
    },

    async orderRows(filter: OrderFilterInput): Promise<SheetRows> {
      const found = await orders.exportRows(filter, EXPORT_LIMIT);
      return {
        columns: orderExportColumns,
        rows: found.map(({ order, member, guest }) => [
          order.merchantId,
          seoulTime(order.createdAt),
          seoulTime(order.paidAt),
          orderStatuses.labels[order.status],
          member?.userId ?? '비회원',
          member?.nickname ?? guest?.name ?? '',
          order.orderName,
          order.recipientName,
          order.phone,
          order.postCode,
          order.address,
          order.detailAddress,
          order.itemsTotal,
          order.discount,
          order.shippingFee,
          order.islandFee,
          order.totalPrice,
          order.refundedAmount,
          order.carrier,
          order.trackingNumber,
        ]),
      };
    },

    async memberRows(filter: MemberExportFilter): Promise<SheetRows> {
      const found = await members.exportRows(filter, EXPORT_LIMIT);
      return {
        columns: memberExportColumns,
        rows: found.map(({ member, orderCount, paidTotal }) => [
          member.id,
          member.userId,
          member.name,
          member.nickname,
          member.email,
          member.phone,
          roleLabels[member.role],
          seoulTime(member.createdAt),
          orderCount,
          paidTotal,
        ]),
      };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
