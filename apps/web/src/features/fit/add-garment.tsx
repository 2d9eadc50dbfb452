import type { MeasureTemplate } from '@shop/contract/measure-rules';
import type { Garment, GarmentCandidate } from '@shop/contract/measurements';
import { useId } from 'react';
import { AlertText } from '../../shared/ui/alert-text';
import { useNotify } from '../../shared/ui/notify';
import { ProductPicture } from '../../shared/ui/product-picture';
import styles from './compare-dialog.module.css';
import { fitText as t } from './fit-text';
import { GarmentForm } from './garment-form';
import { useGarmentFromOrder } from './garments-api';

/**
 * The two quick ways to a garment to compare with: a product bought here (one tap), or typing
 * its measurements in.
 */
export function AddGarment({
  template,
  candidates,
  onSaved,
  onCancel,
}: {
  template: MeasureTemplate;
  candidates: GarmentCandidate[];
  onSaved: (garment: Garment) => void;
  /** Back to the comparison, when there is a garment to compare with. */
  onCancel: (() => void) | undefined;
}) {
  return (
    <div className={styles.add}>
      {candidates.length > 0 && <FromOrder candidates={candidates} onSaved={onSaved} />}
      <GarmentForm template={template} onSaved={onSaved} onCancel={onCancel} />
    </div>
  );
}

function FromOrder({
  candidates,
  onSaved,
}: {
  candidates: GarmentCandidate[];
  onSaved: (garment: Garment) => void;
}) {
  const save = useGarmentFromOrder();
  const notify = useNotify();
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.legend}>
        {t.fromOrder}
      </h3>
      <p className={styles.hint}>{t.fromOrderHint}</p>
      <ul className={styles.candidates}>
        {candidates.map((candidate) => (
          <li key={candidate.order_line_id}>
            <button
              type="button"
              className={styles.candidate}
              disabled={save.isPending}
              aria-busy={
                (save.isPending && save.variables === candidate.order_line_id) || undefined
              }
              onClick={() =>
                save.mutate(candidate.order_line_id, {
                  onSuccess: (garment) => {
                    notify(t.saved(garment.name));
                    onSaved(garment);
                  },
                })
              }
            >
              <span className={styles.thumb} aria-hidden="true">
                {candidate.image_url && (
                  <ProductPicture src={candidate.image_url} sizes="48px" alt="" loading="lazy" />
                )}
              </span>
              <span className={styles.candidateText}>
                <span className={styles.candidateName}>{candidate.item_name}</span>
                <span className={styles.candidateOption}>{candidate.option_label}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <AlertText message={save.error?.message} className={styles.error} />
    </section>
  );
}
