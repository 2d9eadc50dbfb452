import { formatWon } from '@shop/contract/format';
import { POINT_RULES, pointMessages } from '@shop/contract/point-rules';
import type { Ref } from 'react';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { checkoutText as t } from './messages';
import styles from './order-sheet.module.css';
import { allPoints, canSpendPoints } from './point-use';

/**
 * The member's 적립금 beside the coupons: the balance and the usable part, the amount to spend
 * (whole won) and 전액 사용, which fills as much as the usable balance and what is left to pay
 * after the coupon (`due`) allow. Below the minimum usable balance the box stays shut and says why.
 */
export function PointsSection({
  status,
  balance,
  usable,
  due,
  value,
  onChange,
  error,
  inputRef,
}: {
  status: 'pending' | 'error' | 'success';
  balance: number;
  usable: number;
  due: number;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const spendable = canSpendPoints(usable);
  return (
    <LabelledSection id="points-heading" className={styles.section}>
      <SectionHeading className={styles.sectionTitle}>{t.pointsHeading}</SectionHeading>
      {status === 'pending' ? (
        <p className={styles.muted} role="status">
          {t.pointsLoading}
        </p>
      ) : status === 'error' ? (
        <p className={styles.muted} role="alert">
          {t.pointsError}
        </p>
      ) : (
        <>
          <p className={styles.muted} data-testid="points-balance">
            {t.pointsBalance(formatWon(balance), formatWon(usable))}
          </p>
          <div className={styles.pointsRow}>
            <TextField
              ref={inputRef}
              label={t.pointsAmount}
              className={styles.pointsField}
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              value={value}
              disabled={!spendable}
              error={spendable ? error : undefined}
              hint={spendable ? t.pointsHint : pointMessages.belowMinimum(POINT_RULES.minSpend)}
              onChange={(event) => onChange(event.target.value)}
            />
            <Button
              variant="secondary"
              className={styles.pointsAll}
              disabled={!spendable || due <= 0}
              onClick={() => onChange(String(allPoints(usable, due)))}
            >
              {t.pointsAll}
            </Button>
          </div>
        </>
      )}
    </LabelledSection>
  );
}
