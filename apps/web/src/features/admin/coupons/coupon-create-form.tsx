import { adminCouponMessages, couponTypeLabels } from '@shop/contract/admin-coupons';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { useNotify } from '../../../shared/ui/notify';
import { useAdminForm } from '../admin-form';
import { FormError } from '../form-error';
import { adminText } from '../messages';
import page from '../page.module.css';
import { useCreateCoupon } from './api';
import { couponFormSchema, emptyCoupon } from './coupon-form';
import styles from './coupons-page.module.css';

const t = adminText.coupons;

/** A new coupon: fixed amount or percentage, period, optional minimum order and claim limit. */
export function CouponCreateForm({ onDone }: { onDone: () => void }) {
  const notify = useNotify();
  const create = useCreateCoupon();
  const [error, setError] = useState<string>();
  const { form, formRef, submitWith, showServerError } = useAdminForm(
    couponFormSchema,
    emptyCoupon,
  );
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const type = watch('type');
  const onValid = submitWith(async (body) => {
    setError(undefined);
    try {
      await create.mutateAsync(body);
      notify(adminCouponMessages.created);
      form.reset(emptyCoupon);
      onDone();
    } catch (e) {
      setError(showServerError(e));
    }
  });
  return (
    <form ref={formRef} onSubmit={onValid} noValidate className={styles.form} aria-label={t.create}>
      <div className={page.formGrid}>
        <TextField
          className={page.full}
          label={t.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <fieldset className={styles.types}>
          <legend className={styles.legend}>{t.type}</legend>
          {(['PRICE', 'RATIO'] as const).map((value) => (
            <label key={value} className={styles.radio}>
              <input type="radio" value={value} {...register('type')} />
              {couponTypeLabels[value]}
            </label>
          ))}
        </fieldset>
        {type === 'PRICE' ? (
          <TextField
            key="price"
            label={t.discountPrice}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.discount_price?.message}
            {...register('discount_price', { valueAsNumber: true })}
          />
        ) : (
          <TextField
            key="ratio"
            label={t.discountRatio}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            error={errors.discount_ratio?.message}
            {...register('discount_ratio', { valueAsNumber: true })}
          />
        )}
        <TextField
          label={t.startedAt}
          type="datetime-local"
          error={errors.started_at?.message}
          {...register('started_at')}
        />
        <TextField
          label={t.finishedAt}
          type="datetime-local"
          error={errors.finished_at?.message}
          {...register('finished_at')}
        />
        <TextField
          label={t.minOrder}
          type="number"
          inputMode="numeric"
          min={0}
          hint={t.minOrderHint}
          error={errors.min_order_amount?.message}
          {...register('min_order_amount', { valueAsNumber: true })}
        />
        <TextField
          label={t.maxClaims}
          type="number"
          inputMode="numeric"
          min={1}
          hint={t.maxClaimsHint}
          error={errors.max_claims?.message}
          {...register('max_claims', { valueAsNumber: true })}
        />
      </div>
      <div className={page.formActions}>
        <FormError message={error} />
        <Button variant="ghost" onClick={onDone}>
          {adminText.confirm.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
