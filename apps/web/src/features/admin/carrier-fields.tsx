import { CARRIERS } from '@shop/contract/carriers';
import { useFormContext } from 'react-hook-form';
import { fieldStyles } from '../../shared/ui/field';
import { FormField } from '../../shared/ui/form-field';

/** The carrier select and the tracking number of a parcel the shop sends (an order, an exchange). */
export function CarrierFields({
  id,
  labels,
}: {
  id: string;
  labels: { carrier: string; trackingNumber: string; trackingHint: string };
}) {
  const { register } = useFormContext<{ carrier: string; tracking_number: string }>();
  return (
    <>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-carrier`} className={fieldStyles.label}>
          {labels.carrier}
        </label>
        <select id={`${id}-carrier`} className={fieldStyles.input} {...register('carrier')}>
          {CARRIERS.map((c) => (
            <option key={c.code} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <FormField
        name="tracking_number"
        label={labels.trackingNumber}
        inputMode="numeric"
        autoComplete="off"
        hint={labels.trackingHint}
      />
    </>
  );
}
