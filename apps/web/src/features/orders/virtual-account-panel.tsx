import { formatWon } from '@shop/contract/format';
import { type VirtualAccount, virtualAccountStateLabels } from '@shop/contract/virtual-accounts';
import { Copy } from 'lucide-react';
import { formatMonthDayTime } from '../../shared/format/dates';
import { useNotify } from '../../shared/ui/notify';
import { TermRow } from '../../shared/ui/term-row';
import { orderText as t } from './messages';
import styles from './virtual-account.module.css';

/**
 * A virtual account: while it waits, everything a deposit needs (bank, number to copy, holder, the
 * exact amount, the due time in Seoul); once deposited, expired or closed, one line saying so.
 */
export function VirtualAccountPanel({ account }: { account: VirtualAccount }) {
  const state = virtualAccountStateLabels[account.state];
  if (account.state !== 'WAITING') {
    const when =
      account.state === 'DEPOSITED' && account.deposited_at
        ? t.depositedAt(formatMonthDayTime(account.deposited_at))
        : account.state === 'EXPIRED'
          ? t.dueWas(formatMonthDayTime(account.due_at))
          : undefined;
    return (
      <p className={styles.compact} data-state={account.state} data-testid="virtual-account">
        <span className={styles.muted}>{t.virtualAccount}</span>
        <span>
          {account.bank_name} {account.account_number}
        </span>
        <span className={styles.state}>{state}</span>
        {when && <span className={styles.muted}>{when}</span>}
      </p>
    );
  }
  return (
    <section className={styles.panel} aria-label={t.depositHeading} data-testid="virtual-account">
      <div className={styles.head}>
        <p className={styles.title}>{t.depositHeading}</p>
        <span className={styles.state}>{state}</span>
      </div>
      <dl className={styles.facts}>
        <TermRow term={t.depositBank}>{account.bank_name}</TermRow>
        <div>
          <dt>{t.depositAccount}</dt>
          <dd className={styles.numberRow}>
            <span className={styles.number} data-testid="account-number">
              {account.account_number}
            </span>
            <CopyButton text={account.account_number} />
          </dd>
        </div>
        <TermRow term={t.depositHolder}>{account.holder_name}</TermRow>
        <TermRow term={t.depositAmount}>
          <strong className={styles.amount}>{formatWon(account.amount)}</strong>
        </TermRow>
        <TermRow term={t.depositDue}>
          <strong>{t.dueBy(formatMonthDayTime(account.due_at))}</strong>
        </TermRow>
      </dl>
      <p className={styles.note}>{t.depositExact}</p>
    </section>
  );
}

function CopyButton({ text }: { text: string }) {
  const notify = useNotify();
  function copy() {
    if (!navigator.clipboard) return notify(t.copyFailed, 'alert');
    navigator.clipboard.writeText(text).then(
      () => notify(t.copied),
      () => notify(t.copyFailed, 'alert'),
    );
  }
  return (
    <button type="button" className={styles.copy} onClick={copy} aria-label={t.copyAccount}>
      <Copy size={14} strokeWidth={1.5} aria-hidden />
      {t.copy}
    </button>
  );
}
