import { formatWon } from '@shop/contract/format';
import { type WithdrawalPreview, withdrawalMessages } from '@shop/contract/withdrawal';
import { Link } from '../../shared/routing';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { accountText } from './messages';
import styles from './page.module.css';
import own from './withdrawal.module.css';

const t = accountText.withdrawal;

/**
 * What withdrawing takes away (the points and coupons the member holds, never to come back), what
 * stays (order records, without the member), and the orders in progress that stop it for now.
 */
export function WithdrawalSummary({ preview }: { preview: WithdrawalPreview }) {
  return (
    <LabelledSection className={styles.section}>
      <SectionHeading className={styles.sectionTitle}>{t.lossSection}</SectionHeading>
      {!preview.can_withdraw && (
        <div role="alert" className={own.blocked}>
          <p>{withdrawalMessages.ordersInProgress(preview.orders_in_progress)}</p>
          <Link to="/mypage#orderstatus">{t.toOrders}</Link>
        </div>
      )}
      <ul className={own.facts}>
        {preview.points > 0 && <li className={own.loss}>{t.points(formatWon(preview.points))}</li>}
        {preview.coupons > 0 && <li className={own.loss}>{t.coupons(preview.coupons)}</li>}
        <li>{t.notRestored}</li>
        <li>{t.records(preview.order_records_kept_years)}</li>
        <li>{t.profileErased}</li>
        <li>{t.idReusable}</li>
      </ul>
    </LabelledSection>
  );
}
