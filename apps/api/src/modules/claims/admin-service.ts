import type {
  AdminClaim,
  AdminClaimComplete,
  AdminClaimList,
  adminClaimListQuerySchema,
} from '@shop/contract/admin-claims';
import { claimMessages } from '@shop/contract/claim-rules';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { UrlSigner } from '../../integrations/storage/signed-urls';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { type AuditService, recorderFor } from '../audit/service';
import { type ItemService, OutOfStockError } from '../catalog/service';
import { orderRows } from '../orders/lifecycle-service';
import type { RefundService } from '../payments/refund-service';
import * as repo from './repo';
import { assertMove } from './rules';
import { type ClaimActor, createClaimSteps, presentClaims, wantedStock } from './steps';

const PAGE_SIZE = 20;

/**
 * 교환·반품 in the back office (decision 034): the list and a claim, then each step of its
 * handling: approve (an exchange's wanted option is reserved then) or reject, collected,
 * inspected (each line back to sale or defective), completed: a return with a refund through
 * the payment provider less the shipping the shopper bears, an exchange by shipping the wanted
 * option. Each move is a claim event, an order event and an audit row.
 */
export function createClaimAdminService(deps: {
  db: Database;
  items: Pick<ItemService, 'takeStock' | 'restoreStock' | 'invalidate'>;
  refunds: Pick<RefundService, 'refund' | 'plannedAmount'>;
  audit: AuditService;
  signer: UrlSigner;
}) {
  const { db, items, refunds, audit, signer } = deps;
  const record = recorderFor(audit, 'claim');
  const { move, step } = createClaimSteps({ db, signer });

  async function detail(claimId: number): Promise<AdminClaim> {
    const row = await repo.findClaim(db, claimId);
    if (!row) throw notFound(claimMessages.notFound);
    return (await adminView([row]))[0]!;
  }

  async function adminView(rows: repo.ClaimRow[]): Promise<AdminClaim[]> {
    const claims = await presentClaims(db, rows, signer);
    const found = await orderRows.findMany(db, [...new Set(rows.map((r) => r.orderId))]);
    const orders = new Map(found.map((o) => [o.id, o]));
    return Promise.all(
      claims.map(async (claim, i) => {
        const row = rows[i]!;
        const order = orders.get(row.orderId)!;
        const planned =
          claim.kind === 'RETURN' && claim.refund_amount === null
            ? await refunds.plannedAmount(
                row.orderId,
                claim.lines.map((l) => ({ lineId: l.line_id, quantity: l.quantity })),
              )
            : null;
        return {
          ...claim,
          merchant_id: order.merchantId,
          order_status: order.status,
          requester: `${order.recipientName} (${order.memberId === null ? '비회원' : '회원'})`,
          refund_estimate: planned === null ? null : Math.max(0, planned - row.fee),
        };
      }),
    );
  }

  return {
    async list(query: z.output<typeof adminClaimListQuerySchema>): Promise<AdminClaimList> {
      const filter = { status: query.status, kind: query.kind };
      const [rows, total] = await Promise.all([
        repo.listClaims(db, filter, PAGE_SIZE, (query.page - 1) * PAGE_SIZE),
        repo.countClaims(db, filter),
      ]);
      return { claims: await adminView(rows), total, page: query.page, page_size: PAGE_SIZE };
    },

    detail,

    /** Claims waiting for the operator's next step (the dashboard's "today"). */
    countOpen: () => repo.countOpen(db),

    /** Approves: the courier is asked to collect; an exchange's wanted options are reserved. */
    approve(adminId: number, claimId: number) {
      const actor: ClaimActor = { type: 'admin', id: adminId };
      return step(claimId, 'APPROVED', actor, async (tx, order, claim) => {
        if (claim.kind === 'EXCHANGE') {
          try {
            await items.takeStock(tx, await wantedStock(tx, claim), {
              reason: 'exchange',
              actorType: 'admin',
              actorId: adminId,
            });
          } catch (error) {
            if (error instanceof OutOfStockError) {
              throw conflict(claimMessages.exchangeOutOfStock(error.option?.label ?? ''));
            }
            throw error;
          }
        }
        await move(tx, order, claim, 'APPROVED', actor);
        await record(tx, adminId, 'claim.approve', claim.id, { order_id: order.id });
      }).then(async (claim) => {
        items.invalidate();
        return detail(claim.claim_id);
      });
    },

    /** Rejects with a reason; an approved exchange gives its reserved options back. */
    reject(adminId: number, claimId: number, reason: string) {
      const actor: ClaimActor = { type: 'admin', id: adminId };
      return step(claimId, 'REJECTED', actor, async (tx, order, claim) => {
        if (claim.kind === 'EXCHANGE' && claim.status === 'APPROVED') {
          await items.restoreStock(tx, await wantedStock(tx, claim), {
            reason: 'exchange_release',
            actorType: 'admin',
            actorId: adminId,
          });
        }
        await move(tx, order, claim, 'REJECTED', actor, { rejectReason: reason }, reason);
        await record(tx, adminId, 'claim.reject', claim.id, { reason });
      }).then(async (claim) => {
        items.invalidate();
        return detail(claim.claim_id);
      });
    },

    /** The courier collected the parcel. */
    collect(adminId: number, claimId: number) {
      const actor: ClaimActor = { type: 'admin', id: adminId };
      return step(claimId, 'COLLECTED', actor, async (tx, order, claim) => {
        await move(tx, order, claim, 'COLLECTED', actor);
        await record(tx, adminId, 'claim.collect', claim.id);
      }).then((claim) => detail(claim.claim_id));
    },

    /** Inspected: each line back to sale, or kept out as defective. */
    inspect(adminId: number, claimId: number, decisions: { line_id: number; restock: boolean }[]) {
      const actor: ClaimActor = { type: 'admin', id: adminId };
      return step(claimId, 'INSPECTED', actor, async (tx, order, claim) => {
        const lines = await repo.listClaimLines(tx, [claim.id]);
        const decided = new Map(decisions.map((d) => [d.line_id, d.restock]));
        if (lines.some((l) => !decided.has(l.orderLineId)) || decided.size !== lines.length) {
          throw new HttpError(422, [
            {
              loc: ['body', 'lines'],
              msg: claimMessages.inspectLinesRequired,
              type: 'value_error',
            },
          ]);
        }
        for (const line of lines) {
          await repo.setLineRestock(tx, claim.id, line.orderLineId, decided.get(line.orderLineId)!);
        }
        const defective = lines.filter((l) => !decided.get(l.orderLineId)).length;
        await move(
          tx,
          order,
          claim,
          'INSPECTED',
          actor,
          {},
          defective ? `불량 ${defective}건 재판매 제외` : null,
        );
        await record(tx, adminId, 'claim.inspect', claim.id, { lines: decisions });
      }).then((claim) => detail(claim.claim_id));
    },

    /**
     * Completes: a return through a refund (the lines' share less the fee, or the operator's
     * amount with a reason); an exchange by shipping the wanted option with its tracking number.
     * A return's refund runs first in its own transaction, keyed by `request_id`: a retry after a
     * failure refunds nothing twice and then marks the claim done.
     */
    async complete(adminId: number, claimId: number, input: AdminClaimComplete) {
      const found = await repo.findClaim(db, claimId);
      if (!found) throw notFound(claimMessages.notFound);
      assertMove(found.status, 'COMPLETED', 'admin');
      const actor: ClaimActor = { type: 'admin', id: adminId };
      const lines = await repo.listClaimLines(db, [claimId]);
      if (found.kind === 'RETURN') {
        if (!('request_id' in input)) throw conflict(claimMessages.notMovable('반품'));
        const planned = await refunds.plannedAmount(
          found.orderId,
          lines.map((l) => ({ lineId: l.orderLineId, quantity: l.quantity })),
        );
        const estimate = Math.max(0, planned - found.fee);
        const changed = input.refund_amount !== undefined && input.refund_amount !== estimate;
        if (changed && !input.amount_reason) {
          throw new HttpError(422, [
            {
              loc: ['body', 'amount_reason'],
              msg: claimMessages.refundReasonRequired,
              type: 'value_error',
            },
          ]);
        }
        if (input.refund_amount !== undefined && input.refund_amount > planned) {
          throw new HttpError(422, [
            {
              loc: ['body', 'refund_amount'],
              msg: claimMessages.refundOver(planned),
              type: 'value_error',
            },
          ]);
        }
        await refunds.refund(
          adminId,
          found.orderId,
          {
            request_id: input.request_id,
            reason: `반품 환불 (신청 ${claimId})${changed ? `: ${input.amount_reason}` : ''}`,
            lines: lines.map((l) => ({ line_id: l.orderLineId, quantity: l.quantity })),
          },
          {
            fee: found.fee,
            amount: input.refund_amount,
            restockLineIds: lines.filter((l) => l.restock).map((l) => l.orderLineId),
          },
        );
        const refunded = await orderRows.findEventByRequestId(db, input.request_id);
        return step(claimId, 'COMPLETED', actor, async (tx, order, claim) => {
          await move(tx, order, claim, 'COMPLETED', actor, {
            refundAmount: refunded?.amount ?? 0,
          });
          await record(tx, adminId, 'claim.complete', claim.id, {
            refund_amount: refunded?.amount ?? 0,
            ...(changed && { estimate, amount_reason: input.amount_reason }),
          });
        }).then((claim) => detail(claim.claim_id));
      }
      if (!('carrier' in input)) {
        throw new HttpError(422, [
          { loc: ['body', 'carrier'], msg: claimMessages.trackingRequired, type: 'value_error' },
        ]);
      }
      return step(claimId, 'COMPLETED', actor, async (tx, order, claim) => {
        const back = lines.filter((l) => l.restock);
        if (back.length) {
          const orderLines = await orderRows.lines(tx, order.id);
          await items.restoreStock(
            tx,
            back.map((l) => ({
              optionId: orderLines.find((o) => o.id === l.orderLineId)!.optionId,
              quantity: l.quantity,
              orderId: order.id,
            })),
            { reason: 'return', actorType: 'admin', actorId: adminId },
          );
        }
        await move(
          tx,
          order,
          claim,
          'COMPLETED',
          actor,
          { exchangeCarrier: input.carrier, exchangeTrackingNumber: input.tracking_number },
          `${input.carrier} ${input.tracking_number}`,
        );
        await record(tx, adminId, 'claim.complete', claim.id, {
          carrier: input.carrier,
          tracking_number: input.tracking_number,
        });
      }).then(async (claim) => {
        items.invalidate();
        return detail(claim.claim_id);
      });
    },
  };
}
export type ClaimAdminService = ReturnType<typeof createClaimAdminService>;
