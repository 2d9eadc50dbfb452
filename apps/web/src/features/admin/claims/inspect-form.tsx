import type { AdminClaim } from '@shop/contract/admin-claims';
import { claimMessages } from '@shop/contract/claim-rules';
import { type FormEvent, useId, useState } from 'react';
import { AlertText } from '../../../shared/ui/alert-text';
import { Button } from '../../../shared/ui/button';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import { errorMessage } from '../query-state';
import { useClaimMove } from './api';
import styles from './claim-page.module.css';
import { claimText as t } from './claim-text';

/** COLLECTED → INSPECTED: for every line, back on sale (재판매) or kept out as defective (불량). */
export function InspectForm({ claim }: { claim: AdminClaim }) {
  const id = useId();
  const notify = useNotify();
  const inspect = useClaimMove(claim.claim_id, 'inspect');
  // No choice made up front: the operator decides each line after looking at it.
  const [restock, setRestock] = useState<Record<number, boolean>>({});
  const [problem, setProblem] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (claim.lines.some((l) => restock[l.line_id] === undefined)) {
      return setProblem(claimMessages.inspectLinesRequired);
    }
    setProblem(undefined);
    try {
      await inspect.mutateAsync({
        lines: claim.lines.map((l) => ({
          line_id: l.line_id,
          restock: restock[l.line_id] === true,
        })),
      });
      notify(t.inspected);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <LabelledSection id={`${id}-title`} className={styles.panel}>
      <SectionHeading className={styles.panelTitle}>{t.inspectTitle}</SectionHeading>
      <p className={styles.lead}>{t.inspectLead}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {claim.lines.map((line) => (
          <fieldset key={line.line_id} className={styles.choices}>
            <legend>{t.inspectLine(line.item_name, line.option, line.quantity)}</legend>
            <div className={styles.radios}>
              {([true, false] as const).map((value) => (
                <label key={String(value)} className={styles.radio}>
                  <input
                    type="radio"
                    name={`${id}-restock-${line.line_id}`}
                    checked={restock[line.line_id] === value}
                    onChange={() => setRestock((r) => ({ ...r, [line.line_id]: value }))}
                  />
                  {t.restockLabels[`${value}`]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <AlertText message={problem} className={styles.error} />
        <Button type="submit" loading={inspect.isPending}>
          {t.inspectSubmit}
        </Button>
      </form>
    </LabelledSection>
  );
}
