import { MEASURE_TEMPLATES, type MeasureTable } from '@shop/contract/measure-rules';
import type { Garment, Garments } from '@shop/contract/measurements';
import { useState } from 'react';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { AddGarment } from './add-garment';
import styles from './compare-dialog.module.css';
import { fitText as t } from './fit-text';
import { GarmentPicker } from './garment-picker';
import { useFitVotes, useGarments } from './garments-api';
import { lastGarment } from './last-garment';
import { MyGarments } from './my-garments';
import { SizeAdvice } from './size-advice';
import { type Stocks, singleOptionSizes, soldOutSizes } from './size-options';

/**
 * 내 옷과 비교: pick a garment of the same kind (the last one compared is picked already), or
 * save one (from a bought product in one tap, or typed in), then each size's differences and
 * the recommended size.
 */
export function CompareDialog({
  itemId,
  table,
  stocks,
  onChooseOption,
  onClose,
}: {
  itemId: number;
  table: MeasureTable;
  /** The product's options and their stock: a size offered as one option can be chosen here. */
  stocks: Stocks;
  onChooseOption: (option: string) => void;
  onClose: () => void;
}) {
  const garments = useGarments();
  const kind = MEASURE_TEMPLATES[table.template].label;
  return (
    <Modal open onClose={onClose} title={t.dialogTitle} size="fill">
      <div className={styles.dialog}>
        <h2 className={styles.title}>{t.dialogTitle}</h2>
        <p className={styles.lead}>{t.dialogLead(kind)}</p>
        {garments.isPending ? (
          <p role="status" className={styles.status}>
            {t.loading}
          </p>
        ) : garments.isError ? (
          <div className={styles.status}>
            <p role="alert">{t.loadError}</p>
            <Button variant="secondary" onClick={() => garments.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : (
          <Comparison
            itemId={itemId}
            table={table}
            list={garments.data}
            options={singleOptionSizes(stocks)}
            soldOut={soldOutSizes(stocks)}
            onChooseOption={onChooseOption}
          />
        )}
      </div>
    </Modal>
  );
}

function Comparison({
  itemId,
  table,
  list,
  options,
  soldOut,
  onChooseOption,
}: {
  itemId: number;
  table: MeasureTable;
  list: Garments;
  options: Record<string, string>;
  soldOut: string[];
  onChooseOption: (option: string) => void;
}) {
  const { template } = table;
  const same = list.garments.filter((g) => g.template === template);
  const candidates = list.candidates.filter((c) => c.template === template);
  const [chosenId, setChosenId] = useState(() => lastGarment.get(template));
  const [adding, setAdding] = useState(false);
  const votes = useFitVotes(itemId);
  // The one chosen, while it exists; else the first of the kind.
  const chosen = same.find((g) => g.id === chosenId) ?? same[0];

  function choose(garment: Garment) {
    setChosenId(garment.id);
    lastGarment.set(template, garment.id);
  }

  return (
    <>
      {adding || !chosen ? (
        <AddGarment
          template={template}
          candidates={candidates}
          onSaved={(garment) => {
            choose(garment);
            setAdding(false);
          }}
          onCancel={chosen ? () => setAdding(false) : undefined}
        />
      ) : (
        <>
          <GarmentPicker
            garments={same}
            chosen={chosen}
            onChoose={choose}
            onAdd={() => setAdding(true)}
          />
          <SizeAdvice
            table={table}
            garment={chosen}
            votes={votes}
            options={options}
            soldOut={soldOut}
            onChooseOption={onChooseOption}
          />
        </>
      )}
      {list.garments.length > 0 && <MyGarments garments={list.garments} />}
    </>
  );
}
