import {
  type ClaimStatus,
  claimKindLabels,
  claimMessages,
  claimStatusLabels,
} from '@shop/contract/claim-rules';
import type { Claim } from '@shop/contract/claims';
import type { Database, Executor } from '../../db/client';
import type { UrlSigner } from '../../integrations/storage/signed-urls';
import { notFound } from '../../lib/errors';
import {
  type Actor,
  type OrderRow,
  orderRows,
  recordOrderEvent,
} from '../orders/lifecycle-service';
import { toClaim } from './present';
import * as repo from './repo';
import { assertMove } from './rules';

/** Who moves a claim: the shopper (a member or the guest who ordered), or an operator. */
export type ClaimActor =
  | { type: 'member'; id: number }
  | { type: 'guest' }
  | { type: 'admin'; id: number };

const claimActorType = (actor: ClaimActor): repo.ClaimActorType =>
  actor.type === 'admin' ? 'admin' : 'shopper';
export const orderActorOf = (actor: ClaimActor): Actor =>
  actor.type === 'guest' ? { type: 'guest' } : { type: actor.type, id: actor.id };

/** Claims as the shopper's order and the back office show them, their photos signed. */
export async function presentClaims(
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

/**
 * The moves both faces of claims make: a claim as it stands, the write of one move (its row,
 * its event, the order's event) and a whole step under the order's row lock, then the claim's.
 */
export function createClaimSteps({ db, signer }: { db: Database; signer: UrlSigner }) {
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

  return { one, move, step };
}
export type ClaimSteps = ReturnType<typeof createClaimSteps>;

/** The wanted options of an exchange's lines, as stock lines of the order. */
export async function wantedStock(tx: Executor, claim: repo.ClaimRow) {
  const lines = await repo.listClaimLines(tx, [claim.id]);
  return lines.flatMap((l) =>
    l.exchangeOptionId === null
      ? []
      : [{ optionId: l.exchangeOptionId, quantity: l.quantity, orderId: claim.orderId }],
  );
}
