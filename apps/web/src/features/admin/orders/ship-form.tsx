import {
  type AdminOrderDetail,
  adminOrderMessages,
  adminOrderStatusRequestSchema,
  CARRIERS,
} from '@shop/contract/admin-orders';
import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
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
    carrier: order.carrier ?? CARRIERS[0],
    tracking_number: order.tracking_number ?? '',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
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
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {editing ? t.editTitle : t.title}
      </h2>
      <form ref={formRef} onSubmit={onValid} noValidate className={styles.shipForm}>
        <TextField
          label={t.carrier}
          list={`${id}-carriers`}
          error={errors.carrier?.message}
          {...register('carrier')}
        />
        <datalist id={`${id}-carriers`}>
          {CARRIERS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextField
          label={t.trackingNumber}
          inputMode="numeric"
          autoComplete="off"
          hint={t.trackingHint}
          error={errors.tracking_number?.message}
          {...register('tracking_number')}
        />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <Button type="submit" loading={isSubmitting}>
          {editing ? t.saveTracking : t.submit}
        </Button>
      </form>
    </section>
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
