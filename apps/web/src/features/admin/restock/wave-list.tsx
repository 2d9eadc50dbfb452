import { formatDateTime } from '../../../shared/format/dates';
import page from '../page.module.css';
import { QueryStatus } from '../query-state';
import { useRestockWaves } from './api';
import styles from './restock-page.module.css';
import { restockText } from './restock-text';

const t = restockText.wave;

/** One option's waves, newest first and numbered from the first one sent. */
export function WaveList({ optionId, label }: { optionId: number; label: string }) {
  const query = useRestockWaves(optionId);
  const waves = query.data?.waves;
  if (!waves) return <QueryStatus query={query} />;
  if (waves.length === 0) return <p className={page.muted}>{t.none}</p>;
  return (
    <ol className={styles.waves} aria-label={label}>
      {waves.map((wave, i) => (
        <li key={wave.id} className={styles.wave}>
          <strong>{t.number(waves.length - i)}</strong>
          <span className={page.num}>{formatDateTime(wave.created_at)}</span>
          <span>{t.stock(wave.stock)}</span>
          <span>{t.size(wave.size)}</span>
        </li>
      ))}
    </ol>
  );
}
