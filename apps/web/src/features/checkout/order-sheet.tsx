import { zodResolver } from '@hookform/resolvers/zod';
import type { Delivery } from '@shop/contract/delivery';
import { formatWon } from '@shop/contract/format';
import type { OrderHandoff } from '@shop/contract/order-handoff';
import type { OrderStartResponse } from '@shop/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { BookUser } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { AddressBook } from '../../shared/address/address-book';
import { useCheckoutConfig } from '../../shared/address/checkout-config-api';
import { saveDelivery } from '../../shared/address/delivery-api';
import { ApiError } from '../../shared/api/errors';
import { newIdempotencyKey, withRetryUnanswered } from '../../shared/api/idempotency';
import { accountKeys, pointKeys } from '../../shared/api/query-keys';
import { useIsMobile } from '../../shared/hooks/use-media-query';
import { useNavigate } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { LabelledSection, SectionHeading } from '../../shared/ui/labelled-section';
import { Modal } from '../../shared/ui/modal';
import { useNotify } from '../../shared/ui/notify';
import { useMyCoupons } from '../coupons';
import { CouponPicker } from './coupon-picker';
import { GuestOrdererSection, type GuestOrdererValues, useGuestOrderer } from './guest-orderer';
import { handoffStore } from './handoff-store';
import { checkoutText as t } from './messages';
import {
  initialOrderForm,
  type OrderFormInput,
  type OrderFormValues,
  orderFormSchema,
} from './order-form';
import { OrderItems } from './order-items';
import styles from './order-sheet.module.css';
import {
  completeGuestOrder,
  completeOrder,
  placeUncharged,
  registerPayment,
} from './place-order-api';
import { forgetOrdered, placedState } from './placed-order';
import { PointsSection } from './points-section';
import { RecipientFields } from './recipient-fields';
import { surchargeQuery, useSurcharge } from './surcharge-api';
import { checkCoupon, checkoutTotals } from './totals';
import { TotalsSummary } from './totals-summary';
import { usePaymentWidget } from './use-payment-widget';
import { usePointsToSpend } from './use-points-to-spend';

const METHODS_ID = 'payment-methods';
const AGREEMENT_ID = 'payment-agreement';

/**
 * The order sheet: lines, recipient, coupon, points, totals, the payment widget and the pay
 * button. A guest's sheet asks who orders, an order password and the privacy consent instead of
 * offering coupons, points and the address book. An order that coupon and points pay in full
 * needs no payment window: it is placed at once and shown as the card path's success page shows
 * a paid one.
 */
export function OrderSheet({
  handoff,
  start,
  email,
  guest = false,
}: {
  handoff: OrderHandoff;
  start: OrderStartResponse;
  email: string;
  guest?: boolean;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const client = useQueryClient();
  const config = useCheckoutConfig();
  const coupons = useMyCoupons(!guest);
  const orderer = useGuestOrderer();
  const [couponId, setCouponId] = useState<number | null>(null);
  const [pickingAddress, setPickingAddress] = useState(false);
  const [pickedId, setPickedId] = useState<number>();
  const [paying, setPaying] = useState(false);
  const payingRef = useRef(false);
  const savedDelivery = useRef(false);

  const form = useForm<OrderFormInput, unknown, OrderFormValues>({
    resolver: zodResolver(orderFormSchema),
    mode: 'onTouched',
    defaultValues: initialOrderForm(start, email),
  });

  const coupon = coupons.data?.find((c) => c.coupon_id === couponId) ?? null;
  const usableCoupon = coupon && checkCoupon(coupon, start.items_total).usable ? coupon : null;
  const surcharge = useSurcharge(useWatch({ control: form.control, name: 'post_code' }));
  // What is left to pay after the coupon: what the points may pay at most.
  const due = checkoutTotals(start.items_total, usableCoupon, surcharge.data?.fee).total_price;
  const points = usePointsToSpend(!guest, due);
  const totals = checkoutTotals(
    start.items_total,
    usableCoupon,
    surcharge.data?.fee,
    points.amount,
  );
  const free = totals.total_price === 0;

  const widget = usePaymentWidget({
    clientKey: config.data?.toss_client_key,
    sdkUrl: config.data?.toss_sdk_url,
    amount: totals.total_price,
    methodsId: METHODS_ID,
    agreementId: AGREEMENT_ID,
    enabled: !free,
  });
  const payLabel = free
    ? paying
      ? t.placingFree
      : t.placeFree(formatWon(0))
    : paying
      ? t.paying
      : t.pay(formatWon(totals.total_price));

  function pickAddress(delivery: Delivery) {
    form.reset({
      ...form.getValues(),
      recipient_name: delivery.name,
      phone_num: delivery.recipient_phone,
      post_code: delivery.post_code,
      address: delivery.address,
      detail_address: delivery.detail_address,
      requirements: delivery.requirements,
      save_delivery: false,
      delivery_name: '',
    });
    setPickedId(delivery.delivery_id);
    setPickingAddress(false);
    notify(t.addressPicked(delivery.delivery_name));
  }

  /** Keeps the address in the member's address book once, when they asked; never blocks paying. */
  async function keepDelivery(values: OrderFormValues) {
    if (!values.save_delivery || savedDelivery.current) return;
    savedDelivery.current = true;
    await saveDelivery({
      delivery_name: values.delivery_name,
      name: values.recipient_name,
      email: values.email,
      recipient_phone: values.phone_num,
      post_code: values.post_code,
      address: values.address,
      detail_address: values.detail_address,
      requirements: values.requirements,
    }).catch(() => undefined);
    void client.invalidateQueries({ queryKey: accountKeys.deliveries() });
  }

  async function pay(values: OrderFormValues, who: GuestOrdererValues | null) {
    if (payingRef.current) return;
    if (points.invalid) {
      notify(points.invalid, 'alert');
      points.focus();
      return;
    }
    if (!free && widget.status !== 'ready') {
      notify(widget.status === 'error' ? t.widgetError : t.widgetLoading, 'alert');
      return;
    }
    if (!free && !widget.agreed) {
      notify(t.needAgreement, 'alert');
      document.getElementById(AGREEMENT_ID)?.querySelector<HTMLElement>('input')?.focus();
      return;
    }
    payingRef.current = true;
    setPaying(true);
    try {
      // One key for this press: each of its calls is answered once, however often it is sent.
      const key = newIdempotencyKey();
      // The address's surcharge as the shop answers it now, not the one last shown.
      const island = await client.fetchQuery(surchargeQuery(values.post_code));
      const now = checkoutTotals(start.items_total, usableCoupon, island.fee, points.amount);
      // A sheet without the payment widget cannot charge money, nor one with it charge nothing.
      if ((now.total_price === 0) !== free) throw new Error(t.totalChanged);
      const doneRequest = {
        merchant_id: start.merchant_id,
        item_info: start.ordering_item.map(({ item_id, options, quantity }) => ({
          item_id,
          options,
          quantity,
        })),
        recipient_name: values.recipient_name,
        phone_num: values.phone_num,
        post_code: values.post_code,
        address: values.address,
        detail_address: values.detail_address,
        requirements: values.requirements,
        payment_method: free ? t.freeMethod(now.points_used) : await widget.selectedMethod(),
        total_price: now.total_price,
      };
      const order = who
        ? await completeGuestOrder({
            ...doneRequest,
            orderer_name: who.orderer_name,
            orderer_phone: who.orderer_phone,
            orderer_email: who.orderer_email,
            order_password: who.order_password,
            privacy_consent: true,
          })
        : await withRetryUnanswered(() =>
            completeOrder(
              {
                ...doneRequest,
                apply_coupon_id: usableCoupon?.coupon_id ?? null,
                use_points: now.points_used,
              },
              key,
            ),
          );
      if (free) {
        const placed = await withRetryUnanswered(() =>
          placeUncharged({ merchant_id: order.merchant_id }, key),
        );
        await keepDelivery(values);
        forgetOrdered(client);
        navigate('/order/success', { replace: true, state: placedState(placed) });
        return;
      }
      const paymentRequest = {
        payment_method: order.payment_method,
        payment_name: order.order_name,
        merchant_id: order.merchant_id,
        amount: order.total_price,
      };
      await withRetryUnanswered(() => registerPayment(paymentRequest, key));
      await keepDelivery(values);
      handoffStore.save(handoff);
      const origin = window.location.origin;
      await widget.request({
        amount: order.total_price,
        orderId: order.merchant_id,
        orderName: order.order_name,
        customerName: who?.orderer_name ?? values.recipient_name,
        customerEmail: (who?.orderer_email ?? values.email) || undefined,
        customerMobilePhone: (who?.orderer_phone ?? values.phone_num).replace(/\D/g, ''),
        successUrl: `${origin}/order/success`,
        failUrl: `${origin}/order/fail`,
      });
      // The widget is now taking the browser to the payment window; the button stays busy.
    } catch (error) {
      payingRef.current = false;
      setPaying(false);
      showRefusal(error);
    }
  }

  /**
   * A refusal of the points (422 at `use_points`) is shown at the points too; any other in the
   * sheet's alert. A 409 may mean the balance moved (spent elsewhere, below the minimum): it is
   * read again so the section shows what is usable now.
   */
  function showRefusal(error: unknown) {
    if (error instanceof ApiError) {
      const pointsRefusal = error.fieldMessage('use_points');
      if (pointsRefusal) points.refuse(pointsRefusal);
      if (pointsRefusal || error.status === 409) {
        void client.invalidateQueries({ queryKey: pointKeys.all });
      }
    }
    notify(
      error instanceof Error && error.message ? error.message : t.paymentNotRequested,
      'alert',
    );
  }

  /** Checks the guest's part first (it comes first on the sheet), then the recipient's. */
  async function submit() {
    const who = guest ? await orderer.read() : null;
    if (guest && !who) return notify(t.fixOrderer, 'alert');
    await form.handleSubmit(
      (values) => pay(values, who),
      () => notify(t.fixForm, 'alert'),
    )();
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          <OrderItems lines={start.ordering_item} />

          {guest && <GuestOrdererSection orderer={orderer} />}

          <section className={styles.section} aria-labelledby="recipient-heading">
            <div className={styles.sectionHead}>
              <h2 id="recipient-heading" className={styles.sectionTitle}>
                {t.recipientHeading}
              </h2>
              {!guest && (
                <Button variant="ghost" onClick={() => setPickingAddress(true)}>
                  <BookUser size={16} strokeWidth={1.5} aria-hidden />
                  {t.savedAddresses}
                </Button>
              )}
            </div>
            <FormProvider {...form}>
              <form
                className={styles.form}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <RecipientFields showEmail={!isMobile && !guest} canSave={!guest} />
              </form>
            </FormProvider>
          </section>

          {!guest && (
            <CouponPicker
              coupons={coupons.data ?? []}
              itemsTotal={start.items_total}
              selected={couponId}
              onChange={setCouponId}
              status={coupons.status}
            />
          )}

          {!guest && (
            <PointsSection
              status={points.summary.status}
              balance={points.summary.data?.balance ?? 0}
              usable={points.summary.data?.usable ?? 0}
              due={due}
              value={points.text}
              onChange={points.change}
              error={points.error}
              inputRef={points.inputRef}
            />
          )}

          <LabelledSection id="payment-heading" className={styles.section}>
            <SectionHeading className={styles.sectionTitle}>{t.paymentHeading}</SectionHeading>
            {free && <p className={styles.muted}>{t.noPaymentNeeded}</p>}
            {widget.status === 'loading' && (
              <p className={styles.muted} role="status">
                {t.widgetLoading}
              </p>
            )}
            {widget.status === 'error' && (
              <p className={styles.error} role="alert">
                {t.widgetError}
              </p>
            )}
            <div id={METHODS_ID} className={styles.widget} />
            <div id={AGREEMENT_ID} className={styles.widget} />
          </LabelledSection>
        </div>

        <aside className={styles.aside}>
          <div className={styles.sticky}>
            <TotalsSummary totals={totals} zone={surcharge.data?.zone} />
            <Button
              block
              className={styles.pay}
              onClick={() => void submit()}
              loading={paying}
              disabled={!free && widget.status !== 'ready'}
            >
              {payLabel}
            </Button>
          </div>
        </aside>
      </div>

      <Modal
        open={pickingAddress}
        onClose={() => setPickingAddress(false)}
        title={t.savedAddressesTitle}
      >
        <AddressBook heading={t.savedAddressesTitle} onPick={pickAddress} pickedId={pickedId} />
      </Modal>
    </div>
  );
}
