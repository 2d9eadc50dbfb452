import { adminCouponMessages, couponTypeLabels } from '@shop/contract/admin-coupons';
import { FormProvider } from 'react-hook-form';
import { Button } from '../../../shared/ui/button';
import { FormField } from '../../../shared/ui/form-field';
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
  const { form, formRef, saveWith, error } = useAdminForm(couponFormSchema, emptyCoupon);
  const {
    register,
    watch,
    formState: { isSubmitting },
  } = form;
  const type = watch('type');
  const onValid = saveWith(async (body) => {
    await create.mutateAsync(body);
    notify(adminCouponMessages.created);
    form.reset(emptyCoupon);
    onDone();
  });
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={onValid}
        noValidate
        className={styles.form}
        aria-label={t.create}
      >
        <div className={page.formGrid}>
          <FormField name="name" className={page.full} label={t.name} />
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
            <FormField name="discount_price" number key="price" label={t.discountPrice} min={1} />
          ) : (
            <FormField
              name="discount_ratio"
              number
              key="ratio"
              label={t.discountRatio}
              min={1}
              max={100}
            />
          )}
          <FormField name="started_at" label={t.startedAt} type="datetime-local" />
          <FormField name="finished_at" label={t.finishedAt} type="datetime-local" />
          <FormField
            name="min_order_amount"
            number
            label={t.minOrder}
            min={0}
            hint={t.minOrderHint}
          />
          <FormField name="max_claims" number label={t.maxClaims} min={1} hint={t.maxClaimsHint} />
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
    </FormProvider>
  );
}
