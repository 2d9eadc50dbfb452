import { useFormContext } from 'react-hook-form';
import { AddressFields } from '../../shared/address/address-fields';
import { PhoneField, RequirementsField } from '../../shared/address/contact-fields';
import { TextField } from '../../shared/ui/field';
import { checkoutText as t } from './messages';
import type { OrderFormInput } from './order-form';
import styles from './order-sheet.module.css';

/** Recipient, phone, e-mail (desktop), address and the note for the courier. */
export function RecipientFields({ showEmail }: { showEmail: boolean }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<OrderFormInput>();
  const saving = watch('save_delivery');
  return (
    <>
      <div className={styles.formRow}>
        <TextField
          label={t.recipientName}
          autoComplete="name"
          error={errors.recipient_name?.message}
          {...register('recipient_name')}
        />
        <PhoneField name="phone_num" />
      </div>
      {showEmail && (
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          hint={t.emailHint}
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <AddressFields />
      <RequirementsField />
      <label className={styles.check}>
        <input type="checkbox" {...register('save_delivery')} />
        {t.saveDelivery}
      </label>
      {saving && (
        <TextField
          label={t.deliveryName}
          placeholder={t.deliveryNamePlaceholder}
          error={errors.delivery_name?.message}
          {...register('delivery_name')}
        />
      )}
    </>
  );
}
