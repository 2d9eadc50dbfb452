import type { AdminItem } from '@shop/contract/admin-catalog';
import {
  MEASURE_TEMPLATES,
  type MeasureField,
  type MeasureTemplate,
  measureFieldLabels,
} from '@shop/contract/measure-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import form from '../form.module.css';
import { FormError } from '../form-error';
import { errorMessage } from '../query-state';
import { useSaveMeasurements } from './api';
import { catalogText, measureTemplateChoices } from './catalog-text';
import {
  type Cells,
  cellsOf,
  checkTable,
  hasProblems,
  noProblems,
  refusalOf,
  type TableProblems,
  tableFrom,
  templateFields,
} from './measurements-form';
import styles from './measurements-section.module.css';

const t = catalogText.measurements;

/**
 * 실측 사이즈 of a saved product: the kind of table, then one row per size of its options with
 * the kind's measurements (cm, empty = unknown). Saved on its own; 실측 내리기 takes it down.
 */
export function MeasurementsSection({ item }: { item: AdminItem }) {
  const save = useSaveMeasurements(item.item_id);
  const notify = useNotify();
  const selectId = useId();
  const [template, setTemplate] = useState<MeasureTemplate | ''>(
    item.measurements?.template ?? item.suggested_template ?? '',
  );
  const [cells, setCells] = useState<Cells>(() => cellsOf(item.measurements));
  const [problems, setProblems] = useState<TableProblems>(noProblems);
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const unpublish = useSaveMeasurements(item.item_id);
  const dropped = (item.measurements?.rows ?? [])
    .map((row) => row.size)
    .filter((size) => !item.sizes.includes(size));
  const suggested = item.suggested_template;

  /** Shows the problems, the first wrong cell focused (after it has rendered as wrong). */
  function show(found: TableProblems) {
    setProblems(found);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!template) return;
    const table = tableFrom(template, item.sizes, cells);
    const local =
      table.rows.length === 0 ? { ...noProblems, general: t.valuesRequired } : checkTable(table);
    if (local && hasProblems(local)) {
      show(local);
      return;
    }
    setProblems(noProblems);
    save.mutate(table, {
      onSuccess: () => notify(t.saved),
      onError: (error) => show(refusalOf(error, table)),
    });
  }

  function setCell(size: string, field: MeasureField, text: string) {
    setCells((all) => ({ ...all, [size]: { ...all[size], [field]: text } }));
  }

  return (
    <LabelledSection id="measurements-title" className={`${form.section} ${styles.section}`}>
      <SectionHeading className={form.sectionTitle}>{t.title}</SectionHeading>
      <form ref={formRef} className={styles.editor} onSubmit={onSubmit} noValidate>
        <div className={styles.templateField}>
          <label htmlFor={selectId} className={form.label}>
            {t.template}
          </label>
          <select
            id={selectId}
            className={`${form.input} ${styles.select}`}
            value={template}
            aria-describedby={`${selectId}-hint`}
            onChange={(e) => setTemplate(e.target.value as MeasureTemplate | '')}
          >
            {measureTemplateChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <p id={`${selectId}-hint`} className={styles.hint}>
            {t.templateHint}
            {suggested && suggested !== template && (
              <> {t.suggested(MEASURE_TEMPLATES[suggested].label)}</>
            )}
          </p>
        </div>

        {!template ? (
          <p className={styles.hint}>{t.chooseTemplate}</p>
        ) : item.sizes.length === 0 ? (
          <p className={styles.hint}>{t.noSizes}</p>
        ) : (
          <CellTable
            fields={templateFields(template)}
            sizes={item.sizes}
            cells={cells}
            problems={problems}
            onChange={setCell}
          />
        )}
        {dropped.length > 0 && <p className={styles.hint}>{t.dropped(dropped)}</p>}

        <FormError message={problems.general} />
        <div className={styles.actions}>
          {item.measurements && (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {t.unpublish}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} disabled={!template}>
            {t.save}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        variant="backOffice"
        open={asking}
        title={t.unpublishTitle}
        confirmLabel={t.unpublishConfirm}
        danger
        pending={unpublish.isPending}
        error={unpublish.isError ? errorMessage(unpublish.error) : undefined}
        onClose={() => {
          setAsking(false);
          unpublish.reset();
        }}
        onConfirm={() =>
          unpublish.mutate(null, {
            onSuccess: () => {
              setAsking(false);
              setCells({});
              setProblems(noProblems);
              notify(t.unpublished);
            },
          })
        }
      >
        <p className={styles.hint}>{t.unpublishBody}</p>
      </ConfirmDialog>
    </LabelledSection>
  );
}

/** Sizes down, the template's fields across; each cell's problem under it. */
function CellTable({
  fields,
  sizes,
  cells,
  problems,
  onChange,
}: {
  fields: readonly MeasureField[];
  sizes: string[];
  cells: Cells;
  problems: TableProblems;
  onChange: (size: string, field: MeasureField, text: string) => void;
}) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroll} tabIndex={0} aria-label={t.tableLabel}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{t.size}</th>
            {fields.map((field) => (
              <th key={field} scope="col">
                {measureFieldLabels[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sizes.map((size, row) => (
            <tr key={size}>
              <th scope="row">
                {size}
                {problems.rows[size] && (
                  <span className={styles.error} role="alert">
                    {problems.rows[size]}
                  </span>
                )}
              </th>
              {fields.map((field) => {
                const problem = problems.cells[size]?.[field];
                const errorId = `${id}-${row}-${field}`;
                return (
                  <td key={field}>
                    <input
                      type="number"
                      inputMode="decimal"
                      step="0.5"
                      min="1"
                      max="300"
                      className={`${form.input} ${form.number} ${styles.cell}`}
                      aria-label={t.cell(size, measureFieldLabels[field])}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? errorId : undefined}
                      value={cells[size]?.[field] ?? ''}
                      onChange={(e) => onChange(size, field, e.target.value)}
                    />
                    {problem && (
                      <span id={errorId} className={styles.error}>
                        {problem}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
