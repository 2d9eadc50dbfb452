import type { AdminClaim } from '@shop/contract/admin-claims';
import { trackingUrl } from '@shop/contract/carriers';
import { claimKindLabels, claimReasonLabels } from '@shop/contract/claim-rules';
import { formatWon } from '@shop/contract/format';
import { orderStatuses } from '@shop/contract/orders';
import type { ReactNode } from 'react';
import { Link } from '../../../shared/routing';
import { PhotoThumbs } from '../../../shared/ui/photo-thumbs';
import { OrderStatusBadge } from '../order-status-badge';
import page from '../page.module.css';
import styles from './claim-page.module.css';
import { claimText as t } from './claim-text';

/** One term and its value in the definition lists (the grid takes the pair). */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function OrderStatus({ status }: { status: string }) {
  const known = orderStatuses.schema.safeParse(status).data;
  return known ? <OrderStatusBadge status={known} /> : status;
}

/** The order, who asked, what for and why; the refusal when there was one. */
export function ClaimSummary({ claim }: { claim: AdminClaim }) {
  return (
    <dl className={page.dl}>
      <Row label={t.order}>
        <Link className={page.rowLink} to={`/admin/orders/${claim.order_id}`}>
          {claim.merchant_id}
        </Link>
      </Row>
      <Row label={t.orderStatus}>
        <OrderStatus status={claim.order_status} />
      </Row>
      <Row label={t.requester}>{claim.requester}</Row>
      <Row label={t.kind}>{claimKindLabels[claim.kind]}</Row>
      <Row label={t.reason}>{claimReasonLabels[claim.reason]}</Row>
      <Row label={t.detail}>
        <span className={styles.detail}>{claim.detail || t.noDetail}</span>
      </Row>
      {claim.reject_reason && (
        <Row label={t.rejectReason}>
          <span className={styles.detail}>{claim.reject_reason}</span>
        </Row>
      )}
    </dl>
  );
}

/** Where the courier collects the parcel. */
export function ClaimPickup({ pickup }: { pickup: AdminClaim['pickup'] }) {
  return (
    <dl className={page.dl}>
      <Row label={t.recipient}>{pickup.recipient_name}</Row>
      <Row label={t.phone}>{pickup.phone_num}</Row>
      <Row label={t.address}>
        ({pickup.post_code}) {pickup.address} {pickup.detail_address}
      </Row>
    </dl>
  );
}

/** The shipping the shopper bears, a return's refund, and how an exchange's new item travels. */
export function ClaimMoney({ claim }: { claim: AdminClaim }) {
  const tracking = claim.exchange_tracking_number;
  const url = tracking ? trackingUrl(claim.exchange_carrier, tracking) : undefined;
  return (
    <dl className={page.dl}>
      <Row label={t.fee}>
        <span className={page.num}>{formatWon(claim.fee)}</span>
      </Row>
      {claim.kind === 'RETURN' && claim.refund_estimate !== null && (
        <Row label={t.refundEstimate}>
          <span className={page.num}>{formatWon(claim.refund_estimate)}</span>
        </Row>
      )}
      {claim.refund_amount !== null && (
        <Row label={t.refundAmount}>
          <span className={page.num}>{formatWon(claim.refund_amount)}</span>
        </Row>
      )}
      {tracking && (
        <Row label={t.exchangeShipping}>
          {claim.exchange_carrier}{' '}
          {url ? (
            <a className={page.num} href={url} target="_blank" rel="noreferrer">
              {tracking}
            </a>
          ) : (
            <span className={page.num}>{tracking}</span>
          )}
        </Row>
      )}
    </dl>
  );
}

/** The shopper's photos, each opening the full image in a new tab. */
export function ClaimPhotos({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <p className={styles.muted}>{t.noPhotos}</p>;
  return (
    <PhotoThumbs
      urls={urls}
      size={120}
      classes={{ list: styles.photos, link: styles.photo }}
      alt={t.photoAlt}
      label={{ newTab: t.opensInNewTab }}
    />
  );
}
