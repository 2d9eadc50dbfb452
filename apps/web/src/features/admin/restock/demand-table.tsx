import type { RestockDemand } from '@shop/contract/restock';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import { Link } from '../../../shared/routing';
import page from '../page.module.css';
import styles from './restock-page.module.css';
import { restockText as t } from './restock-text';
import { WaveList } from './wave-list';

type Demand = RestockDemand['options'][number];

const COLUMNS = 7;

/**
 * The demand per option, one row each; a row opens onto its waves in the row under it. The
 * opener comes first, so a phone reaches it without scrolling the table sideways.
 */
export function DemandTable({ options }: { options: Demand[] }) {
  return (
    // Focusable so a keyboard can scroll a table wider than a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroll} tabIndex={0} aria-label={t.caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.opener}>
              <span className="visually-hidden">{t.waves}</span>
            </th>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.option}</th>
            <th scope="col" className={styles.end}>
              {t.stock}
            </th>
            <th scope="col" className={styles.end}>
              {t.waiting}
            </th>
            <th scope="col" className={styles.end}>
              {t.sent}
            </th>
            <th scope="col">{t.lastWave}</th>
          </tr>
        </thead>
        {options.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={COLUMNS} className={styles.empty}>
                {t.none}
              </td>
            </tr>
          </tbody>
        ) : (
          options.map((option) => <DemandRows key={option.option_id} option={option} />)
        )}
      </table>
    </section>
  );
}

/** An option's row and, once opened, its waves: one body, so the two read as one entry. */
function DemandRows({ option }: { option: Demand }) {
  const [open, setOpen] = useState(false);
  const wavesId = useId();
  const label = t.wavesOf(option.item_name, option.option_label);
  return (
    <tbody>
      <tr>
        <td className={styles.opener}>
          <button
            type="button"
            className={open ? styles.toggleOpen : styles.toggle}
            aria-expanded={open}
            aria-controls={open ? wavesId : undefined}
            aria-label={label}
            onClick={() => setOpen(!open)}
          >
            <ChevronRight size={16} strokeWidth={1.5} aria-hidden />
          </button>
        </td>
        <td>
          <Link className={page.rowLink} to={`/admin/products/${option.item_id}`}>
            {option.item_name}
          </Link>
        </td>
        <td>{option.option_label}</td>
        <td className={styles.end}>
          {option.stock > 0 ? (
            t.units(option.stock)
          ) : (
            <span className={styles.soldOut}>{t.soldOut}</span>
          )}
        </td>
        <td className={styles.end}>
          <strong>{t.people(option.waiting)}</strong>
        </td>
        <td className={styles.end}>{t.people(option.sent)}</td>
        <td>
          <span className={page.num}>{formatDateTime(option.last_wave_at)}</span>
        </td>
      </tr>
      {open && (
        <tr id={wavesId} className={styles.detail}>
          <td colSpan={COLUMNS}>
            <div className={styles.wavesBox}>
              <WaveList optionId={option.option_id} label={label} />
            </div>
          </td>
        </tr>
      )}
    </tbody>
  );
}
