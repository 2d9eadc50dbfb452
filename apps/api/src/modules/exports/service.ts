import { roleLabels } from '@shop/contract/admin';
import { memberExportColumns, orderExportColumns } from '@shop/contract/admin-exports';
import { orderStatuses } from '@shop/contract/orders';
import type { Role } from '@shop/contract/users';
import { seoulDate } from '../../lib/seoul-days';
import type { AdminMemberService } from '../accounts/admin-service';
import type { AdminOrderService, OrderFilterInput } from '../orders/admin-service';
import { type CsvCell, toCsv } from './csv';

/** The most rows one export holds. */
export const EXPORT_LIMIT = 50_000;

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
/** `2026-11-21 14:03:00`, in Seoul time, as a spreadsheet reads it. */
const seoulTime = (date: Date | null) =>
  date
    ? new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
    : '';

export interface CsvFile {
  filename: string;
  body: string;
}

export function createExportService({
  orders,
  members,
  now = () => new Date(),
}: {
  orders: Pick<AdminOrderService, 'exportRows'>;
  members: Pick<AdminMemberService, 'exportRows'>;
  now?: () => Date;
}) {
  /** `{name}-YYYYMMDD.csv` (the Seoul day): `columns`, then a line per row through `line`. */
  const csvFile = <T>(
    name: string,
    columns: readonly string[],
    rows: T[],
    line: (row: T) => CsvCell[],
  ): CsvFile => ({
    filename: `${name}-${seoulDate(now()).replaceAll('-', '')}.csv`,
    body: toCsv(columns, rows.map(line)),
  });

  return {
    async orders(filter: OrderFilterInput): Promise<CsvFile> {
      const rows = await orders.exportRows(filter, EXPORT_LIMIT);
      return csvFile('orders', orderExportColumns, rows, ({ order, member, guest }) => [
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
      ]);
    },

    async members(filter: { q: string; role?: Role | undefined }): Promise<CsvFile> {
      const rows = await members.exportRows(filter, EXPORT_LIMIT);
      return csvFile('members', memberExportColumns, rows, ({ member, orderCount, paidTotal }) => [
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
      ]);
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
