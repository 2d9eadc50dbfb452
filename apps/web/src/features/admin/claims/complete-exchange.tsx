import type { AdminClaim } from '@shop/contract/admin-claims';
import { adminClaimCompleteSchema } from '@shop/contract/admin-claims';
import { CARRIERS } from '@shop/contract/carriers';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from '../../../shared/ui/button';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import { useAdminForm } from '../admin-form';
import { CarrierFields } from '../carrier-fields';
import { FormError } from '../form-error';
import { useClaimMove } from './api';
import styles from './claim-page.module.css';
import { claimText as t } from './claim-text';

const exchangeSchema = adminClaimCompleteSchema.options[1];

/** INSPECTED → COMPLETED for an exchange: the new item's carrier and tracking number. */
export function CompleteExchange({ claim }: { claim: AdminClaim }) {
  const id = useId();
  const notify = useNotify();
  const complete = useClaimMove(claim.claim_id, 'complete');
  const { form, formRef, saveWith, error } = useAdminForm(exchangeSchema, {
    carrier: CARRIERS[0].name,
    tracking_number: '',
  });
  const onValid = saveWith(async (body) => {
    await complete.mutateAsync(body);
    notify(t.exchanged);
  });
  return (
    <LabelledSection id={`${id}-title`} className={styles.panel}>
      <SectionHeading className={styles.panelTitle}>{t.completeExchangeTitle}</SectionHeading>
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={onValid} noValidate className={styles.form}>
          <CarrierFields id={id} labels={t} />
          <FormError message={error} />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t.completeExchange}
          </Button>
        </form>
      </FormProvider>
    </LabelledSection>
  );
}
