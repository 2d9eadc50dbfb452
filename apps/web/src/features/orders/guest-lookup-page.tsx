import { zodResolver } from '@hookform/resolvers/zod';
import {
  type GuestOrder,
  type GuestOrderLookupRequest,
  guestOrderLookupRequestSchema,
} from '@shop/contract/guest-orders';
import { FormProvider, useForm } from 'react-hook-form';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { AlertText } from '../../shared/ui/alert-text';
import { Button } from '../../shared/ui/button';
import { FormField } from '../../shared/ui/form-field';
import styles from '../../shared/ui/member-page.module.css';
import { PageHeader } from '../../shared/ui/page-header';
import lookup from './guest-lookup.module.css';
import { useGuestOrder } from './guest-orders-api';
import { orderText as t } from './messages';
import { OrderCard } from './order-card';

/**
 * /guest-order, 비회원 주문조회: the order number, the orderer's name or mobile and the order
 * password find a guest's order; it shows with its tracking link, its deposit account or cash
 * receipt, a cancel until it ships and 구매확정 once delivered.
 */
export function GuestLookupPage() {
  usePageTitle(t.lookupTitle);
  const guest = useGuestOrder();
  return (
    <section className={styles.page}>
      <PageHeader eyebrow="ORDER" title={t.lookupTitle} />
      {guest.order ? (
        <FoundOrder order={guest.order} guest={guest} />
      ) : (
        <LookupForm guest={guest} />
      )}
    </section>
  );
}

function LookupForm({ guest }: { guest: ReturnType<typeof useGuestOrder> }) {
  const form = useForm<GuestOrderLookupRequest>({
    resolver: zodResolver(guestOrderLookupRequestSchema),
    mode: 'onTouched',
    defaultValues: { order_number: '', orderer: '', order_password: '' },
  });
  const submit = form.handleSubmit((answers) => guest.lookup.mutate(answers));
  return (
    <FormProvider {...form}>
      <form className={lookup.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={lookup.lead}>{t.lookupLead}</p>
        <FormField name="order_number" label={t.lookupNumber} autoComplete="off" />
        <FormField name="orderer" label={t.lookupOrderer} autoComplete="name" />
        <FormField
          name="order_password"
          label={t.lookupPassword}
          type="password"
          autoComplete="current-password"
        />
        <AlertText message={guest.lookup.isError && guest.lookup.error.message} />
        <Button type="submit" block loading={guest.lookup.isPending}>
          {t.lookupSubmit}
        </Button>
        <p className={lookup.note}>{t.lookupMember}</p>
      </form>
    </FormProvider>
  );
}

function FoundOrder({
  order,
  guest,
}: {
  order: GuestOrder;
  guest: ReturnType<typeof useGuestOrder>;
}) {
  return (
    <div className={lookup.found}>
      <p className={lookup.orderer}>{t.ordererInfo(order.orderer_name, order.orderer_phone)}</p>
      <OrderCard order={order} actions={guest.actions} />
      <Button variant="secondary" onClick={guest.reset}>
        {t.lookupAgain}
      </Button>
    </div>
  );
}
