import { randomUUID } from 'node:crypto';
import type {
  AdminClaim,
  AdminClaimComplete,
  AdminClaimList,
  adminClaimListQuerySchema,
} from '@shop/contract/admin-claims';
import {
  CLAIM_PHOTO_FORM,
  type ClaimStatus,
  claimFee,
  claimKindLabels,
  claimMessages,
  claimStatusLabels,
  OPEN_CLAIM_STATUSES,
} from '@shop/contract/claim-rules';
import type { Claim, ClaimRequest } from '@shop/contract/claims';
import type { Order } from '@shop/contract/orders';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { UPLOADS_PREFIX } from '../../integrations/storage/local';
import type { UrlSigner } from '../../integrations/storage/signed-urls';
import type { FileStorage } from '../../integrations/storage/storage';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { ImageUpload } from '../../lib/image-form';
import { type AuditService, recorderFor } from '../audit/service';
import { type ItemService, OutOfStockError } from '../catalog/service';
import {
  type Actor,
  type OrderRow,
  orderRows,
  recordOrderEvent,
} from '../orders/lifecycle-service';
import type { RefundService } from '../payments/refund-service';
import { toClaim } from './present';
import * as repo from './repo';
import { assertMove, checkExchangeOption, checkUnits, deadlineOf } from './rules';

const PAGE_SIZE = 20;

const photoError = (msg: string) =>
  new HttpError(422, [{ loc: ['body', CLAIM_PHOTO_FORM.files], msg, type: 'value_error' }]);

/** Who moves a claim: the shopper (a member or the guest who ordered), or an operator. */
export type ClaimActor =
  | { type: 'member'; id: number }
  | { type: 'guest' }
  | { type: 'admin'; id: number };

const claimActorType = (actor: ClaimActor): repo.ClaimActorType =>
  actor.type === 'admin' ? 'admin' : 'shopper';
const orderActorOf = (actor: ClaimActor): Actor =>
  actor.type === 'guest' ? { type: 'guest' } : { type: actor.type, id: actor.id };

/** Where a claim's photos are stored; they are served to a signed address only. */
export const CLAIM_UPLOADS = `${UPLOADS_PREFIX}claims/`;

async function presentClaims(
  executor: Executor,
  rows: repo.ClaimRow[],
  signer: UrlSigner,
): Promise<Claim[]> {
  const ids = rows.map((r) => r.id);
  const [lines, events] = await Promise.all([
    repo.listClaimLines(executor, ids),
    repo.listClaimEvents(executor, ids),
  ]);
  return rows.map((row) => toClaim(row, lines, events, (url) => signer.sign(url)));
}

/** What each order shows of its claims: the claims, and until when it takes another. */
export const claimFactsWith =
  (signer: UrlSigner) =>
  (executor: Executor, orders: OrderRow[], at: Date = new Date()) =>
    claimFactsOf(executor, orders, signer, at);

/** What the claims add to an order's view; an open claim holds its confirmation. */
type OrderClaimView = Pick<
  Order,
  'claims' | 'claim_deadline' | 'confirm_available' | 'auto_confirm_at'
>;

async function claimFactsOf(
  executor: Executor,
  orders: OrderRow[],
  signer: UrlSigner,
  at: Date,
): Promise<Map<number, OrderClaimView>> {
  // Only an order that reached its buyer can have claims: others cost no statement.
  const reached = orders.filter((o) => o.deliveredAt !== null);
  const rows = await repo.listClaimsOfOrders(
    executor,
    reached.map((o) => o.id),
  );
  const claims = await presentClaims(executor, rows, signer);
  return new Map(
    orders.map((order) => {
      const own = claims.filter((c) => c.order_id === order.id);
      // An open claim holds 구매확정: the order neither offers it nor promises it meanwhile.
      const held = own.some((c) => OPEN_CLAIM_STATUSES.includes(c.status));
      return [
        order.id,
        {
          claims: own,
          claim_deadline: deadlineOf(order, at)?.toISOString() ?? null,
          ...(held && { confirm_available: false, auto_confirm_at: null }),
        },
      ];
    }),
  );
}

/** Whether an open claim holds the order's confirmation (by the shopper and by the job). */
export const claimsHold = (executor: Executor, orderId: number) =>
  repo.hasOpenClaim(executor, orderId);

/**
 * 교환·반품 (decision 034): the shopper asks within the window after delivery, the operator
 * approves (an exchange's wanted option is reserved then), has it collected, inspects it and
 * completes it: a return with a refund through the payment provider, less the shipping the
 * shopper bears; an exchange by shipping the wanted option. Each move runs under the order's
 * row lock, then the claim's, and is written as a claim event and an order event.
 */
export function createClaimService(deps: {
  db: Database;
  items: Pick<ItemService, 'findOptions' | 'takeStock' | 'restoreStock' | 'invalidate'>;
  refunds: Pick<RefundService, 'refund' | 'plannedAmount'>;
  audit: AuditService;
  storage: FileStorage;
  signer: UrlSigner;
  now?: () => Date;
}) {
  const { db, items, refunds, audit, storage, signer } = deps;
  const now = deps.now ?? (() => new Date());
  const record = recorderFor(audit, 'claim');

  async function one(claimId: number): Promise<Claim> {
    const row = await repo.findClaim(db, claimId);
    if (!row) throw notFound(claimMessages.notFound);
    return (await presentClaims(db, [row], signer))[0]!;
  }

  /** Writes the move of a locked claim: its row, its event, and the order's event. */
  async function move(
    tx: Executor,
    order: OrderRow,
    claim: repo.ClaimRow,
    to: ClaimStatus,
    actor: ClaimActor,
    patch: Partial<repo.ClaimRow> = {},
    note: string | null = null,
  ) {
    const moved = await repo.updateClaim(tx, claim.id, { ...patch, status: to });
    await repo.insertClaimEvent(tx, {
      claimId: claim.id,
      status: to,
      actorType: claimActorType(actor),
      actorId: actor.type === 'guest' ? null : actor.id,
      note,
    });
    await recordOrderEvent(tx, order, {
      actor: orderActorOf(actor),
      type: 'CLAIM',
      reason: `${claimKindLabels[claim.kind]} ${claimStatusLabels[to]}${note ? `: ${note}` : ''}`,
      detail: { claim_id: claim.id, kind: claim.kind, status: to },
    });
    return moved;
  }

  /**
   * Locks the claim's order, then the claim, and checks the move; runs `step` in the same
   * transaction. Answers the claim as it then stands.
   */
  async function step(
    claimId: number,
    to: ClaimStatus,
    actor: ClaimActor,
    work: (tx: Executor, order: OrderRow, claim: repo.ClaimRow) => Promise<void>,
    ownedBy?: number,
  ): Promise<Claim> {
    const found = await repo.findClaim(db, claimId);
    if (!found || (ownedBy !== undefined && found.orderId !== ownedBy)) {
      throw notFound(claimMessages.notFound);
    }
    await db.transaction(async (tx) => {
      const order = await orderRows.lock(tx, found.orderId);
      const claim = await repo.lockClaim(tx, claimId);
      if (!order || !claim) throw notFound(claimMessages.notFound);
      assertMove(claim.status, to, actor.type === 'admin' ? 'admin' : 'shopper');
      await work(tx, order, claim);
    });
    return one(claimId);
  }

  /** The wanted options of an exchange's lines, as stock lines of the order. */
  async function wantedStock(tx: Executor, claim: repo.ClaimRow) {
    const lines = await repo.listClaimLines(tx, [claim.id]);
    return lines.flatMap((l) =>
      l.exchangeOptionId === null
        ? []
        : [{ optionId: l.exchangeOptionId, quantity: l.quantity, orderId: claim.orderId }],
    );
  }

  async function detail(claimId: number): Promise<AdminClaim> {
    const row = await repo.findClaim(db, claimId);
    if (!row) throw notFound(claimMessages.notFound);
    return (await adminView([row]))[0]!;
  }

  async function adminView(rows: repo.ClaimRow[]): Promise<AdminClaim[]> {
    const claims = await presentClaims(db, rows, signer);
    return Promise.all(
      claims.map(async (claim, i) => {
        const row = rows[i]!;
        const order = (await orderRows.find(db, row.orderId))!;
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
    /** 교환·반품 신청 of a delivered order, within the window, by its member or guest. */
    async request(orderId: number, actor: ClaimActor, input: ClaimRequest & { detail: string }) {
      const claimId = await db.transaction(async (tx) => {
        const order = await orderRows.lock(tx, orderId);
        if (!order) throw notFound(claimMessages.notFound);
        if (!deadlineOf(order, now())) throw conflict(claimMessages.notAvailable);
        const lines = await orderRows.lines(tx, orderId);
        const asked = checkUnits(input.lines, lines, await repo.heldUnits(tx, orderId));
        if (input.kind === 'EXCHANGE') {
          const options = await items.findOptions(
            input.lines.map((l) => l.exchange_option_id!),
            tx,
          );
          asked.forEach((line, i) => {
            const wanted = input.lines[i]!.exchange_option_id;
            checkExchangeOption(
              line,
              options.find((o) => o.optionId === wanted),
              i,
            );
          });
        }
        const returning =
          input.kind === 'RETURN'
            ? asked.reduce((sum, line, i) => sum + line.unitPrice * input.lines[i]!.quantity, 0)
            : 0;
        const kept =
          lines.reduce((sum, l) => sum + l.unitPrice * (l.quantity - l.refundedQuantity), 0) -
          (await repo.openReturnAmount(tx, orderId)) -
          returning;
        const fee = claimFee({
          kind: input.kind,
          reason: input.reason,
          shippingFeePaid: order.shippingFee,
          keptItemsTotal: kept,
        });
        const { pickup } = input;
        const id = await repo.insertClaim(tx, {
          orderId,
          kind: input.kind,
          reason: input.reason,
          detail: input.detail,
          fee,
          pickupName: pickup.recipient_name,
          pickupPhone: pickup.phone_num,
          pickupPostCode: pickup.post_code,
          pickupAddress: pickup.address,
          pickupDetailAddress: pickup.detail_address ?? '',
        });
        await repo.insertClaimLines(
          tx,
          input.lines.map((l) => ({
            claimId: id,
            orderLineId: l.line_id,
            quantity: l.quantity,
            exchangeOptionId: l.exchange_option_id ?? null,
          })),
        );
        await repo.insertClaimEvent(tx, {
          claimId: id,
          status: 'REQUESTED',
          actorType: 'shopper',
          actorId: actor.type === 'member' ? actor.id : null,
        });
        await recordOrderEvent(tx, order, {
          actor: orderActorOf(actor),
          type: 'CLAIM',
          reason: `${claimKindLabels[input.kind]} ${claimStatusLabels.REQUESTED}`,
          detail: { claim_id: id, kind: input.kind, status: 'REQUESTED' },
        });
        return id;
      });
      return one(claimId);
    },

    /**
     * Photos of the item (a defect, a wrong item), added by the shopper while the claim waits for
     * approval, up to CLAIM_PHOTO_FORM.max in all. Stored first; an upload refused removes them.
     */
    async addPhotos(orderId: number, claimId: number, images: ImageUpload[]): Promise<Claim> {
      if (images.length === 0) throw photoError(claimMessages.photosRequired);
      const stored: string[] = [];
      try {
        for (const image of images) {
          stored.push(
            await storage.put(
              `claims/${randomUUID()}.${image.kind.ext}`,
              image.data,
              image.kind.mime,
            ),
          );
        }
        await db.transaction(async (tx) => {
          const claim = await repo.lockClaim(tx, claimId);
          if (!claim || claim.orderId !== orderId) throw notFound(claimMessages.notFound);
          if (claim.status !== 'REQUESTED') throw conflict(claimMessages.photosClosed);
          if (claim.photoUrls.length + stored.length > CLAIM_PHOTO_FORM.max) {
            throw photoError(claimMessages.photosTooMany);
          }
          await repo.updateClaim(tx, claimId, { photoUrls: [...claim.photoUrls, ...stored] });
        });
      } catch (error) {
        await Promise.all(stored.map((url) => storage.remove(url).catch(() => undefined)));
        throw error;
      }
      return one(claimId);
    },

    /** A photo is served to a signed address only (handed out with its claim). */
    async photoAccess(
      url: string,
      signature: { exp?: string | undefined; sig?: string | undefined },
    ): Promise<'signed' | 'refused'> {
      return signer.verify(url, signature.exp, signature.sig) ? 'signed' : 'refused';
    },

    /** The shopper takes back a request not yet approved. */
    withdraw: (orderId: number, claimId: number, actor: ClaimActor) =>
      step(
        claimId,
        'WITHDRAWN',
        actor,
        (tx, order, claim) => move(tx, order, claim, 'WITHDRAWN', actor).then(() => undefined),
        orderId,
      ),

    // --- back office -----------------------------------------------------------------------------

    async list(query: z.output<typeof adminClaimListQuerySchema>): Promise<AdminClaimList> {
      const filter = { status: query.status, kind: query.kind };
      const [rows, total] = await Promise.all([
        repo.listClaims(db, filter, PAGE_SIZE, (query.page - 1) * PAGE_SIZE),
        repo.countClaims(db, filter),
      ]);
      return { claims: await adminView(rows), total, page: query.page, page_size: PAGE_SIZE };
    },

    detail,

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
export type ClaimService = ReturnType<typeof createClaimService>;
