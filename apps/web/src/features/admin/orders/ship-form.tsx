import {
  type AdminOrderDetail,
  adminOrderMessages,
  adminOrderStatusRequestSchema,
  CARRIERS,
} from '@shop/contract/admin-orders';
import { findCarrier } from '@shop/contract/carriers';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { AlertText } from '../../../shared/ui/alert-text';
import { Button } from '../../../shared/ui/button';
import { fieldStyles } from '../../../shared/ui/field';
import { FormField } from '../../../shared/ui/form-field';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import { useAdminForm } from '../admin-form';
import { adminText } from '../messages';
import { useSetOrderStatus } from './api';
import styles from './order-page.module.css';

const shipSchema = adminOrderStatusRequestSchema.options[0];
const t = adminText.ship;

/** Carrier and tracking number: ships a paid order, or corrects a shipped one's number. */
export function ShipForm({ order }: { order: AdminOrderDetail }) {
  const id = useId();
  const notify = useNotify();
  const setStatus = useSetOrderStatus(order.order_id);
  const [error, setError] = useState<string>();
  const editing = order.order_status === 'SHIPPED';
  const { form, formRef, submitWith, showServerError } = useAdminForm(shipSchema, {
    status: 'SHIPPED',
    carrier: findCarrier(order.carrier)?.name ?? CARRIERS[0].name,
    tracking_number: order.tracking_number ?? '',
  });
  const { isSubmitting } = form.formState;
  const onValid = submitWith(async (body) => {
    setError(undefined);
    try {
      await setStatus.mutateAsync(body);
      notify(editing ? t.updated : t.shipped);
    } catch (e) {
      setError(showServerError(e));
    }
  });
  return (
    <LabelledSection id={`${id}-title`} className={styles.panel}>
      <SectionHeading className={styles.panelTitle}>
        {editing ? t.editTitle : t.title}
      </SectionHeading>
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={onValid} noValidate className={styles.shipForm}>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-carrier`} className={fieldStyles.label}>
              {t.carrier}
            </label>
            <select
              id={`${id}-carrier`}
              className={fieldStyles.input}
              {...form.register('carrier')}
            >
              {CARRIERS.map((c) => (
                <option key={c.code} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <FormField
            name="tracking_number"
            label={t.trackingNumber}
            inputMode="numeric"
            autoComplete="off"
            hint={t.trackingHint}
          />
          <AlertText message={error} className={styles.error} />
          <Button type="submit" loading={isSubmitting}>
            {editing ? t.saveTracking : t.submit}
          </Button>
        </form>
      </FormProvider>
    </LabelledSection>
  );
}

/** SHIPPED → DELIVERED. */
export function DeliveredButton({ order }: { order: AdminOrderDetail }) {
  const notify = useNotify();
  const setStatus = useSetOrderStatus(order.order_id);
  return (
    <Button
      variant="secondary"
      loading={setStatus.isPending}
      onClick={() =>
        setStatus.mutate(
          { status: 'DELIVERED' },
          {
            onSuccess: () => notify(adminOrderMessages.statusChanged),
            onError: (e) => notify(e.message, 'alert'),
          },
        )
      }
    >
      {t.delivered}
    </Button>
  );
}
