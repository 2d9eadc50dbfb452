import { randomUUID } from 'node:crypto';
import {
  CLAIM_PHOTO_FORM,
  claimFee,
  claimKindLabels,
  claimMessages,
  claimStatusLabels,
} from '@shop/contract/claim-rules';
import type { Claim, ClaimRequest } from '@shop/contract/claims';
import type { Database } from '../../db/client';
import type { UrlSigner } from '../../integrations/storage/signed-urls';
import type { FileStorage } from '../../integrations/storage/storage';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { ImageUpload } from '../../lib/image-form';
import type { ItemService } from '../catalog/service';
import { orderRows, recordOrderEvent } from '../orders/lifecycle-service';
import * as repo from './repo';
import { checkExchangeOption, checkUnits, deadlineOf } from './rules';
import { type ClaimActor, createClaimSteps, orderActorOf } from './steps';

export type { ClaimActor } from './steps';

const photoError = (msg: string) =>
  new HttpError(422, [{ loc: ['body', CLAIM_PHOTO_FORM.files], msg, type: 'value_error' }]);

/**
 * 교환·반품 as the shopper asks for it (decision 034): a request within the window after
 * delivery, under the order's row lock so that units are never claimed twice; photos while it
 * waits for approval; its withdrawal before approval. The back office's face is admin-service.
 */
export function createClaimService(deps: {
  db: Database;
  items: Pick<ItemService, 'findOptions'>;
  storage: FileStorage;
  signer: UrlSigner;
  now?: () => Date;
}) {
  const { db, items, storage, signer } = deps;
  const now = deps.now ?? (() => new Date());
  const { one, move, step } = createClaimSteps({ db, signer });

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
  };
}
export type ClaimService = ReturnType<typeof createClaimService>;
