import { useFormContext } from 'react-hook-form';
import { AddressFields } from '../../shared/address/address-fields';
import { PhoneField, RequirementsField } from '../../shared/address/contact-fields';
import { FormField } from '../../shared/ui/form-field';
import { checkoutText as t } from './messages';
import type { OrderFormInput } from './order-form';
import styles from './order-sheet.module.css';

/**
 * Recipient, phone, e-mail (desktop), address and the note for the courier; a member may keep
 * the address in their address book (`canSave`).
 */
export function RecipientFields({ showEmail, canSave }: { showEmail: boolean; canSave: boolean }) {
  const { register, watch } = useFormContext<OrderFormInput>();
  const saving = watch('save_delivery');
  return (
    <>
      <div className={styles.formRow}>
        <FormField name="recipient_name" label={t.recipientName} autoComplete="name" />
        <PhoneField name="phone_num" />
      </div>
      {showEmail && (
        <FormField
          name="email"
          label={t.email}
          type="email"
          autoComplete="email"
          hint={t.emailHint}
        />
      )}
      <AddressFields />
      <RequirementsField />
      {canSave && (
        <label className={styles.check}>
          <input type="checkbox" {...register('save_delivery')} />
          {t.saveDelivery}
        </label>
      )}
      {canSave && saving && (
        <FormField
          name="delivery_name"
          label={t.deliveryName}
          placeholder={t.deliveryNamePlaceholder}
        />
      )}
    </>
  );
}
