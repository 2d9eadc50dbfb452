import { formatWon } from '@shop/contract/format';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from '../../../shared/ui/button';
import { FormField } from '../../../shared/ui/form-field';
import { useNotify } from '../../../shared/ui/notify';
import { useAdminForm } from '../admin-form';
import { FormError } from '../form-error';
import { adminText } from '../messages';
import { useAdjustPoints } from './api';
import styles from './member-points.module.css';
import { adjustDirections, emptyPointAdjust, pointAdjustFormSchema } from './point-adjust-form';

const t = adminText.memberPoints;

/**
 * 지급 or 차감 of a member's points with the reason kept: checked with the contract's rules
 * before sending; the server's refusal (a deduction over the usable balance, a wrong field) is
 * shown beside the button or under its field.
 */
export function PointAdjustForm({ memberId }: { memberId: number }) {
  const id = useId();
  const notify = useNotify();
  const adjust = useAdjustPoints(memberId);
  const { form, formRef, saveWith, error } = useAdminForm(pointAdjustFormSchema, emptyPointAdjust);
  const direction = form.watch('direction');
  const onValid = saveWith(async (body) => {
    await adjust.mutateAsync(body);
    const amount = formatWon(Math.abs(body.amount));
    notify(body.amount > 0 ? t.granted(amount) : t.deducted(amount));
    form.reset(emptyPointAdjust);
  });
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={onValid}
        noValidate
        className={styles.form}
        aria-labelledby={`${id}-title`}
      >
        <h3 id={`${id}-title`} className={styles.formTitle}>
          {t.adjustTitle}
        </h3>
        <fieldset className={styles.directions}>
          <legend className={styles.legend}>{t.direction}</legend>
          {adjustDirections.map((value) => (
            <label key={value} className={styles.radio}>
              <input type="radio" value={value} {...form.register('direction')} />
              {t.directions[value]}
            </label>
          ))}
        </fieldset>
        <div className={styles.fields}>
          <FormField
            name="amount"
            number
            label={t.adjustAmount}
            min={1}
            step={1}
            autoComplete="off"
            hint={t.amountHint}
          />
          <FormField
            name="reason"
            label={t.reason}
            maxLength={200}
            autoComplete="off"
            hint={t.reasonHint}
          />
        </div>
        <div className={styles.actions}>
          <FormError message={error} />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t.submit[direction]}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
