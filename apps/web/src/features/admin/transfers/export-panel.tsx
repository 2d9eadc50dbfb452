import {
  type ExportKind,
  exportKinds,
  type FileFormat,
  fileFormats,
} from '@shop/contract/admin-transfers';
import { useId, useState } from 'react';
import { ExportJob } from './export-job';
import { transferText as t } from './transfer-text';
import styles from './transfers-page.module.css';

/** What each file is written as unless the operator picks the other format. */
const defaultFormats: Record<ExportKind, FileFormat> = {
  catalog_export: 'xlsx',
  orders_export: 'csv',
  members_export: 'csv',
};

/** The three exports of the whole shop; the order and member lists start filtered ones. */
export function ExportPanel() {
  return (
    <ul className={styles.exportCards}>
      {exportKinds.values.map((kind) => (
        <ExportCard key={kind} kind={kind} />
      ))}
    </ul>
  );
}

function ExportCard({ kind }: { kind: ExportKind }) {
  const id = useId();
  const [format, setFormat] = useState(defaultFormats[kind]);
  const label = exportKinds.labels[kind];
  return (
    <li className={styles.exportCard}>
      <h3 className={styles.cardTitle}>{label}</h3>
      <p className={styles.hint}>{t.exportCards[kind]}</p>
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          <span className="visually-hidden">{label} </span>
          {t.format}
        </label>
        <select
          id={id}
          className={styles.select}
          value={format}
          onChange={(event) => setFormat(event.target.value as FileFormat)}
        >
          {fileFormats.values.map((value) => (
            <option key={value} value={value}>
              {fileFormats.labels[value]}
            </option>
          ))}
        </select>
      </div>
      <ExportJob request={{ kind, format }} />
    </li>
  );
}
