import { MEASURE_TEMPLATES } from '@shop/contract/measure-rules';
import type { Garment } from '@shop/contract/measurements';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { AlertText } from '../../shared/ui/alert-text';
import { useNotify } from '../../shared/ui/notify';
import styles from './compare-dialog.module.css';
import { fitText as t } from './fit-text';
import { useDeleteGarment } from './garments-api';

/** 내 옷 관리: every saved garment, each deleted after a second press asks to be sure. */
export function MyGarments({ garments }: { garments: Garment[] }) {
  const remove = useDeleteGarment();
  const notify = useNotify();
  const [asking, setAsking] = useState<number>();

  return (
    <details className={styles.manage}>
      <summary className={styles.manageSummary}>
        {t.manage(garments.length)}
        <ChevronDown className={styles.manageIcon} size={16} strokeWidth={1.5} aria-hidden />
      </summary>
      <ul className={styles.garments}>
        {garments.map((garment) => (
          <li key={garment.id} className={styles.garment}>
            <span className={styles.garmentText}>
              <span className={styles.garmentName}>{garment.name}</span>
              <span className={styles.garmentKind}>
                {MEASURE_TEMPLATES[garment.template].label}
                {garment.size && ` · ${t.fromPurchase(garment.size)}`}
              </span>
            </span>
            {asking === garment.id ? (
              <span className={styles.garmentActions}>
                <span className={styles.garmentAsk} role="status">
                  {t.removeAsk}
                </span>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => setAsking(undefined)}
                >
                  {t.keep}
                </button>
                <button
                  type="button"
                  className={styles.dangerButton}
                  aria-label={t.removeSure(garment.name)}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(garment, {
                      onSuccess: () => {
                        setAsking(undefined);
                        notify(t.removed(garment.name));
                      },
                    })
                  }
                >
                  {t.remove}
                </button>
              </span>
            ) : (
              <button
                type="button"
                className={styles.textButton}
                aria-label={t.removeOf(garment.name)}
                onClick={() => setAsking(garment.id)}
              >
                {t.remove}
              </button>
            )}
          </li>
        ))}
      </ul>
      <AlertText message={remove.error?.message} className={styles.error} />
    </details>
  );
}
