import type { Garment } from '@shop/contract/measurements';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import styles from './compare-dialog.module.css';
import { fitText as t } from './fit-text';

/** The member's garments of the product's kind as chips (radio buttons), and 옷 추가. */
export function GarmentPicker({
  garments,
  chosen,
  onChoose,
  onAdd,
}: {
  garments: Garment[];
  chosen: Garment;
  onChoose: (garment: Garment) => void;
  onAdd: () => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t.pickLegend}</legend>
      <div className={styles.chips}>
        {garments.map((garment) => (
          <label key={garment.id} className={styles.chip}>
            <input
              type="radio"
              name={name}
              className="visually-hidden"
              checked={garment.id === chosen.id}
              onChange={() => onChoose(garment)}
            />
            {garment.name}
          </label>
        ))}
        <button type="button" className={styles.addChip} onClick={onAdd}>
          <Plus size={14} strokeWidth={1.5} aria-hidden />
          {t.addGarment}
        </button>
      </div>
    </fieldset>
  );
}
