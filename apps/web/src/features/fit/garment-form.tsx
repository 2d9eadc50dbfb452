import {
  MEASURE_TEMPLATES,
  type MeasureField,
  type MeasureTemplate,
  measureFieldLabels,
} from '@shop/contract/measure-rules';
import type { Garment } from '@shop/contract/measurements';
import { type FormEvent, useId, useState } from 'react';
import { AlertText } from '../../shared/ui/alert-text';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/field';
import { useNotify } from '../../shared/ui/notify';
import styles from './compare-dialog.module.css';
import { measureHint, fitText as t } from './fit-text';
import {
  type GarmentDraft,
  type GarmentProblems,
  garmentBody,
  serverProblems,
} from './garment-values';
import { useCreateGarment } from './garments-api';

/** 직접 입력: a name and the kind's measurements, in the order shops list them, any of them. */
export function GarmentForm({
  template,
  onSaved,
  onCancel,
}: {
  template: MeasureTemplate;
  onSaved: (garment: Garment) => void;
  onCancel: (() => void) | undefined;
}) {
  const fields = MEASURE_TEMPLATES[template].fields as readonly MeasureField[];
  const [draft, setDraft] = useState<GarmentDraft>({ name: '', values: {} });
  const [problems, setProblems] = useState<GarmentProblems>({});
  const create = useCreateGarment();
  const notify = useNotify();
  const headingId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = garmentBody(draft, template, fields);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    create.mutate(checked.body, {
      onSuccess: (garment) => {
        notify(t.saved(garment.name));
        onSaved(garment);
      },
      onError: (error) => setProblems(serverProblems(error)),
    });
  }

  return (
    <form className={styles.group} aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <h3 id={headingId} className={styles.legend}>
        {t.manual}
      </h3>
      <p className={styles.hint}>{t.manualHint}</p>
      <TextField
        label={t.garmentName}
        placeholder={t.garmentNamePlaceholder}
        value={draft.name}
        maxLength={t.nameMax}
        autoComplete="off"
        error={problems.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
      />
      <div className={styles.fields}>
        {fields.map((field) => (
          <TextField
            key={field}
            label={t.fieldLabel(measureFieldLabels[field])}
            hint={measureHint(template, field)}
            inputMode="decimal"
            autoComplete="off"
            value={draft.values[field] ?? ''}
            error={problems.values?.[field]}
            onChange={(e) =>
              setDraft({ ...draft, values: { ...draft.values, [field]: e.target.value } })
            }
          />
        ))}
      </div>
      <AlertText message={problems.general} className={styles.error} />
      <div className={styles.formActions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t.cancelAdd}
          </Button>
        )}
        <Button type="submit" loading={create.isPending}>
          {t.saveAndCompare}
        </Button>
      </div>
    </form>
  );
}
