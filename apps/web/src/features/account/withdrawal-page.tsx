import { MemberOnly } from '../../shared/auth/member-only';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Link } from '../../shared/routing';
import { PageHeader } from '../../shared/ui/page-header';
import { queryState } from '../../shared/ui/query-state';
import { accountText } from './messages';
import styles from './page.module.css';
import own from './withdrawal.module.css';
import { useWithdrawalPreview } from './withdrawal-api';
import { WithdrawalForm } from './withdrawal-form';

const t = accountText.withdrawal;

/**
 * /mypage/withdraw: what leaving the shop takes away and keeps, then the member's confirmation.
 * Members only; an order in progress stops it until the order is confirmed.
 */
export function WithdrawalPage() {
  usePageTitle(t.title);
  return (
    <section className={styles.page}>
      <nav className={own.crumbs} aria-label="이동 경로">
        <Link to="/mypage">{t.backToMypage}</Link>
      </nav>
      <PageHeader eyebrow={accountText.eyebrow} title={t.title} lead={t.lead} />
      <MemberOnly reason={t.signInReason}>{() => <Withdrawal />}</MemberOnly>
    </section>
  );
}

function Withdrawal() {
  const preview = useWithdrawalPreview();
  return (
    queryState(preview, t, { skeleton: styles.skeleton, empty: styles.center }) ??
    (preview.data && <WithdrawalForm preview={preview.data} />)
  );
}
