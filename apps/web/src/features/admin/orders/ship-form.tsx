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
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import { useNotify } from '../../../shared/ui/notify';
import { useAdminForm } from '../admin-form';
import { CarrierFields } from '../carrier-fields';
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
          <CarrierFields id={id} labels={t} />
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
