import {
  MEASURE_TEMPLATES,
  type MeasureField,
  type MeasureTable,
  measureFieldLabels,
} from '@shop/contract/measure-rules';
import { chartText as t } from './chart-text';
import styles from './size-chart.module.css';

/** The template's fields of a table, in the order shops list them. */
export const tableFields = (table: MeasureTable) =>
  MEASURE_TEMPLATES[table.template].fields as readonly MeasureField[];

/**
 * Sizes down, the template's fields across. It scrolls sideways inside its own box on a phone,
 * the size column staying in place.
 */
export function MeasureTableView({ table }: { table: MeasureTable }) {
  const fields = tableFields(table);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroll} tabIndex={0} aria-label={t.chartTitle}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.chartTitle}</caption>
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
          {table.rows.map(({ size, values }) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              {fields.map((field) => (
                <td key={field}>
                  {values[field] ?? (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">{t.unknown}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
