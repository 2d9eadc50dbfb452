import {
  compareSizes,
  describeComparison,
  type FitVotes,
  type MeasureTable,
  recommendSize,
} from '@shop/contract/measure-rules';
import type { Garment } from '@shop/contract/measurements';
import { Button } from '../../shared/ui/button';
import styles from './compare-dialog.module.css';
import { fitText as t } from './fit-text';

/**
 * Each size against the garment ("M: 총장 +2cm, 가슴단면 −1cm") and the recommended size with
 * its reasons; 이 사이즈 선택 where the size is one option the picker can take.
 */
export function SizeAdvice({
  table,
  garment,
  votes,
  options,
  soldOut,
  onChooseOption,
}: {
  table: MeasureTable;
  garment: Garment;
  votes: FitVotes | null;
  /** Size → the option 이 사이즈 선택 puts in the picker. */
  options: Record<string, string>;
  soldOut: string[];
  onChooseOption: (option: string) => void;
}) {
  const comparisons = compareSizes(table, garment.values);
  const advice = recommendSize(comparisons, votes);
  const option = advice ? options[advice.size] : undefined;

  return (
    <section className={styles.advice} aria-label={t.resultTitle}>
      {advice ? (
        <div className={styles.pick} role="status">
          <p className={styles.pickSize}>{t.advice(advice.size)}</p>
          <ul className={styles.reasons}>
            {advice.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          {option ? (
            <Button block onClick={() => onChooseOption(option)}>
              {t.chooseSize}
            </Button>
          ) : (
            <p className={styles.reasonsNote}>
              {soldOut.includes(advice.size)
                ? t.soldOut(advice.size)
                : t.chooseInOptions(advice.size)}
            </p>
          )}
        </div>
      ) : (
        <p className={styles.pick} role="status">
          {t.noAdvice}
        </p>
      )}

      <h3 className={styles.legend}>{t.resultTitle}</h3>
      <p className={styles.hint}>{t.resultHint}</p>
      <ul className={styles.sizes}>
        {comparisons.map((comparison) => {
          const best = comparison.size === advice?.size;
          return (
            <li key={comparison.size} className={styles.size} data-best={best || undefined}>
              {comparison.diffs.length
                ? describeComparison(comparison)
                : `${comparison.size}: ${t.nothingShared}`}
              {best && <span className={styles.badge}>{t.recommended}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
