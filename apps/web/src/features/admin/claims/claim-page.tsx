import type { AdminClaim } from '@shop/contract/admin-claims';
import { claimKindLabels } from '@shop/contract/claim-rules';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import { useParams } from '../../../shared/routing';
import { AdminPageHeader } from '../admin-page-header';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryStatus } from '../query-state';
import { useAdminClaim } from './api';
import { adminMoves, ClaimActions } from './claim-actions';
import { ClaimMoney, ClaimPhotos, ClaimPickup, ClaimSummary } from './claim-details';
import { ClaimEvents } from './claim-events';
import { ClaimLines } from './claim-lines';
import styles from './claim-page.module.css';
import { ClaimStatusBadge } from './claim-status-badge';
import { claimText as t } from './claim-text';

/** One 교환·반품 신청: what was asked, where it stands, what can be done now and what happened. */
export function AdminClaimPage() {
  const id = Number(useParams().id);
  const query = useAdminClaim(id);
  const claim = query.data;
  return (
    <>
      <AdminPageHeader
        back={{ to: '/admin/claims', label: t.back }}
        title={claim ? t.title(claimKindLabels[claim.kind], claim.claim_id) : adminText.nav.claims}
        lead={
          claim ? (
            <span className={page.leadRow}>
              <ClaimStatusBadge status={claim.status} />
              {t.requestedAt(formatDateTime(claim.created_at))}
            </span>
          ) : undefined
        }
      />
      <QueryStatus query={query} />
      {claim && <ClaimBody claim={claim} />}
    </>
  );
}

function ClaimBody({ claim }: { claim: AdminClaim }) {
  const moves = adminMoves(claim.status);
  return (
    <div className={moves.length ? styles.layout : undefined}>
      <div className={styles.main}>
        <div className={styles.pair}>
          <Section title={t.summary}>
            <ClaimSummary claim={claim} />
          </Section>
          <Section title={t.pickup}>
            <ClaimPickup pickup={claim.pickup} />
          </Section>
        </div>
        <Section title={t.photos}>
          <ClaimPhotos urls={claim.photo_urls} />
        </Section>
        <Section title={t.lines}>
          <ClaimLines claim={claim} />
        </Section>
        <Section title={t.money}>
          <ClaimMoney claim={claim} />
        </Section>
        <Section title={t.events}>
          <ClaimEvents events={claim.events} />
        </Section>
      </div>
      {moves.length > 0 && (
        <aside className={styles.side} aria-label={t.actions}>
          <ClaimActions claim={claim} moves={moves} />
        </aside>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={page.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
