import {
  CLAIM_TRANSITIONS,
  type ClaimStatus,
  claimDeadline,
  claimMessages,
  claimStatusLabels,
} from '@shop/contract/claim-rules';
import type { ClaimRequest } from '@shop/contract/claims';
import { conflict, HttpError } from '../../lib/errors';

/** What a claim needs of its order's row. */
export interface ClaimableOrder {
  status: string;
  deliveredAt: Date | null;
}

/** Until when the order takes a claim, or null when it takes none now. */
export function deadlineOf(order: ClaimableOrder, at: Date): Date | null {
  if (order.status !== 'DELIVERED' || !order.deliveredAt) return null;
  const deadline = claimDeadline(order.deliveredAt);
  return at.getTime() <= deadline.getTime() ? deadline : null;
}

/** An order line as a claim counts it. */
export interface ClaimableLine {
  id: number;
  itemId: number;
  optionId: number;
  itemName: string;
  optionLabel: string;
  unitPrice: number;
  quantity: number;
  refundedQuantity: number;
}

const invalid = (loc: (string | number)[], msg: string) =>
  new HttpError(422, [{ loc: ['body', ...loc], msg, type: 'value_error' }]);

/**
 * The requested units against what each line has left: its units, less those refunded and those
 * other claims hold. Answers the order lines asked for, in the request's order.
 */
export function checkUnits(
  asked: ClaimRequest['lines'],
  lines: ClaimableLine[],
  held: Map<number, number>,
): ClaimableLine[] {
  const taken = new Map<number, number>();
  return asked.map((want, i) => {
    const line = lines.find((l) => l.id === want.line_id);
    if (!line) throw invalid(['lines', i, 'line_id'], claimMessages.lineNotFound);
    const left =
      line.quantity - line.refundedQuantity - (held.get(line.id) ?? 0) - (taken.get(line.id) ?? 0);
    if (want.quantity > left) {
      throw conflict(
        claimMessages.quantityOver(`${line.itemName} (${line.optionLabel})`, Math.max(left, 0)),
      );
    }
    taken.set(line.id, (taken.get(line.id) ?? 0) + want.quantity);
    return line;
  });
}

/** An exchange's wanted option: another option of the line's own product. */
export function checkExchangeOption(
  line: ClaimableLine,
  option: { optionId: number; itemId: number } | undefined,
  index: number,
) {
  if (!option || option.itemId !== line.itemId || option.optionId === line.optionId) {
    throw invalid(['lines', index, 'exchange_option_id'], claimMessages.exchangeOptionInvalid);
  }
}

/** The move must be in the contract's table for who asks; else 409 naming the current status. */
export function assertMove(from: ClaimStatus, to: ClaimStatus, by: 'shopper' | 'admin') {
  if (CLAIM_TRANSITIONS[from][to] !== by) {
    throw conflict(claimMessages.notMovable(claimStatusLabels[from]));
  }
}
