import { zodResolver } from '@hookform/resolvers/zod';
import { type Delivery, deliveryInputSchema } from '@shop/contract/delivery';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/errors';
import { FormButtons } from '../ui/form-buttons';
import { FormField } from '../ui/form-field';
import { useNotify } from '../ui/notify';
import { emptyAddress } from './address';
import styles from './address-book.module.css';
import { AddressFields } from './address-fields';
import { PhoneField, RequirementsField } from './contact-fields';
import { useSaveDelivery } from './delivery-api';
import { addressText as t } from './messages';

type DeliveryFormInput = z.input<typeof deliveryInputSchema>;
type DeliveryFormValues = z.output<typeof deliveryInputSchema>;

const blank: DeliveryFormInput = {
  delivery_name: '',
  name: '',
  recipient_phone: '',
  ...emptyAddress,
  requirements: '',
  is_base_delivery: false,
};

/** A new saved address: name of the place, recipient, phone, address and a note for the courier. */
export function DeliveryForm({
  onSaved,
  onCancel,
  makeBase = false,
}: {
  onSaved: (delivery: Delivery) => void;
  onCancel: () => void;
  /** Tick 기본 배송지 from the start (the first address a member saves). */
  makeBase?: boolean;
}) {
  const notify = useNotify();
  const save = useSaveDelivery();
  const form = useForm<DeliveryFormInput, unknown, DeliveryFormValues>({
    resolver: zodResolver(deliveryInputSchema),
    mode: 'onTouched',
    defaultValues: { ...blank, is_base_delivery: makeBase },
  });
  const { register, handleSubmit, setError } = form;

  const onValid = (values: DeliveryFormValues) =>
    save.mutate(values, {
      onSuccess: (delivery) => {
        notify(t.saved);
        onSaved(delivery);
      },
      onError: (error) => {
        const fields = [
          'delivery_name',
          'name',
          'recipient_phone',
          'post_code',
          'address',
        ] as const;
        let shown = false;
        for (const field of fields) {
          const message = error instanceof ApiError ? error.fieldMessage(field) : undefined;
          if (message) {
            setError(field, { type: 'server', message }, { shouldFocus: !shown });
            shown = true;
          }
        }
        if (!shown) notify(error.message, 'alert');
      },
    });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={handleSubmit(onValid)} noValidate>
        <div className={styles.formRow}>
          <FormField
            name="delivery_name"
            label={t.deliveryName}
            placeholder={t.deliveryNamePlaceholder}
          />
          <FormField name="name" label={t.recipient} autoComplete="name" />
        </div>
        <PhoneField name="recipient_phone" />
        <AddressFields />
        <RequirementsField />
        <label className={styles.check}>
          <input type="checkbox" {...register('is_base_delivery')} />
          {t.setAsBase}
        </label>
        <FormButtons
          className={styles.formActions}
          cancelLabel={t.cancel}
          onCancel={onCancel}
          submitLabel={t.save}
          pending={save.isPending}
        />
      </form>
    </FormProvider>
  );
}
