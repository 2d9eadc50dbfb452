import { claimKindLabels, claimReasonLabels } from '@shop/contract/claim-rules';
import type { ClaimRequest } from '@shop/contract/claims';
import type { Order } from '@shop/contract/orders';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { AlertText } from '../../shared/ui/alert-text';
import { Modal } from '../../shared/ui/modal';
import { ClaimFee } from './claim-fee';
import { ChoiceGroup, DetailField, PickupFields, SubmitRow } from './claim-fields';
import { claimFormDefaults, claimFormSchema, showClaimRefusal } from './claim-form';
import { ClaimLineFields } from './claim-line-fields';
import { ClaimPhotoPicker } from './claim-photo-picker';
import { claimText as t } from './claim-text';
import styles from './claims.module.css';

/**
 * 교환·반품 신청: the kind, the reason, the units of each line (and for an exchange the option
 * wanted), a note and photos, where the courier collects, and the shipping it costs, shown before
 * sending. The whole screen on a phone, a centred dialog on a desktop. Refusals stay in the dialog: under
 * the pickup field they name, or above the buttons.
 */
export function ClaimDialog({
  order,
  request,
  onClose,
}: {
  order: Order;
  /** Files the claim, then sends the photos chosen with it. */
  request: (body: ClaimRequest, photos: readonly File[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const titleId = useId();
  const { form } = useSchemaForm(claimFormSchema, claimFormDefaults(order));
  const [problem, setProblem] = useState<string>();
  const [photos, setPhotos] = useState<File[]>([]);

  const submit = form.handleSubmit(async (body) => {
    setProblem(undefined);
    try {
      await request(body, photos);
      onClose();
    } catch (error) {
      setProblem(showClaimRefusal(form, error));
    }
  });

  return (
    <Modal open onClose={onClose} title={t.dialogTitle} labelledBy={titleId} size="fill">
      <h2 id={titleId} className={styles.dialogTitle}>
        {t.dialogTitle}
      </h2>
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <ChoiceGroup name="kind" legend={t.kind} labels={claimKindLabels} />
          <ChoiceGroup name="reason" legend={t.reason} labels={claimReasonLabels} />
          <ClaimLineFields order={order} />
          <DetailField />
          <ClaimPhotoPicker photos={photos} onChange={setPhotos} />
          <PickupFields />
          <ClaimFee order={order} />
          <AlertText message={problem} className={styles.error} />
          <SubmitRow onClose={onClose} />
        </form>
      </FormProvider>
    </Modal>
  );
}
