import type { MeasureTable } from '@shop/contract/measure-rules';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { useSignInPrompt } from '../../shared/auth/sign-in-prompt';
import { Button } from '../../shared/ui/button';
import { chartText as t } from './chart-text';
import { MeasureTableView } from './measure-table';
import styles from './size-chart.module.css';
import type { Stocks } from './size-options';

// The comparison (the member's garments, the form, the advice) loads when it is opened.
const loadDialog = () => import('./compare-dialog');
const CompareDialog = lazy(async () => ({ default: (await loadDialog()).CompareDialog }));
const prefetch = () => void loadDialog();

/**
 * 실측 사이즈 on the product page: a fold like the product's other sections, holding the table,
 * how it was measured and 내 옷과 비교하기. A visitor is asked to sign in first.
 * `onChooseOption` puts an option in the picker: the comparison offers it for the size it
 * recommends when that size is one option in stock.
 */
export function SizeChart({
  itemId,
  table,
  stocks,
  onChooseOption,
  className,
}: {
  itemId: number;
  table: MeasureTable;
  stocks: Stocks;
  onChooseOption: (option: string) => void;
  className?: string;
}) {
  const { isLoggedIn } = useAuth();
  const signIn = useSignInPrompt();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  function onCompare() {
    if (isLoggedIn) setOpen(true);
    else signIn.ask({ reason: t.signInReason, afterSignIn: () => setOpen(true) });
  }

  return (
    <>
      <details className={[styles.chart, className ?? ''].join(' ')}>
        <summary className={styles.summary}>
          {t.chartTitle}
          <ChevronDown className={styles.icon} size={16} strokeWidth={1.5} aria-hidden />
        </summary>
        <div className={styles.body}>
          <MeasureTableView table={table} />
          <p className={styles.note}>{t.chartNote}</p>
          <Button
            variant="secondary"
            block
            className={styles.compare}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={onCompare}
          >
            {t.compare}
          </Button>
        </div>
      </details>
      {/* Outside the fold: a closed <details> would hide it. */}
      {open && (
        <Suspense fallback={null}>
          <CompareDialog
            itemId={itemId}
            table={table}
            stocks={stocks}
            onChooseOption={(option) => {
              close();
              onChooseOption(option);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
