import { type InsightUnit, insightUnits } from '@shop/contract/admin-insight';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import bar from '../filter-bar.module.css';
import page from '../page.module.css';
import styles from './insight-section.module.css';
import { insightText as t } from './insight-text';
import { periodProblem } from './period';
import { Segmented } from './segmented';

const units = insightUnits.values.map((value) => ({ value, label: insightUnits.labels[value] }));

/** 일별/주별/월별 and the dates; the dates start as the period the server answered for. */
export function PeriodControls({
  unit,
  from,
  to,
  onUnit,
  onRange,
}: {
  unit: InsightUnit;
  from: string;
  to: string;
  onUnit: (unit: InsightUnit) => void;
  onRange: (from: string, to: string) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const nextFrom = String(form.get('from') ?? '');
    const nextTo = String(form.get('to') ?? '');
    const refusal = periodProblem(nextFrom, nextTo, unit);
    setProblem(refusal);
    if (!refusal) onRange(nextFrom, nextTo);
  }

  return (
    <div className={styles.controls}>
      <Segmented label={t.unitLabel} options={units} value={unit} onChange={onUnit} />
      {/* Keyed on the period, so the fields show the server's dates once it has answered. */}
      <form key={`${from}/${to}`} className={styles.range} onSubmit={onSubmit} noValidate>
        <label className={bar.field} htmlFor={`${id}-from`}>
          <span className={bar.label}>{t.from}</span>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            className={bar.input}
            defaultValue={from}
            required
          />
        </label>
        <label className={bar.field} htmlFor={`${id}-to`}>
          <span className={bar.label}>{t.to}</span>
          <input
            id={`${id}-to`}
            name="to"
            type="date"
            className={bar.input}
            defaultValue={to}
            required
          />
        </label>
        <Button type="submit" variant="secondary" className={bar.button}>
          {t.apply}
        </Button>
      </form>
      {problem && (
        <p role="alert" className={page.formError}>
          {problem}
        </p>
      )}
    </div>
  );
}
