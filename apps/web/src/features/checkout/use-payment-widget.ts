import {
  loadTossPayments,
  type TossPaymentsWidgets,
  type WidgetPaymentMethodWidget,
} from '@tosspayments/tosspayments-sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkoutText, paymentMethodNames } from './messages';

/** A customer key the provider cannot guess (docs/integrations.md#payment-widget), one per page visit. */
function newCustomerKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `ck-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface WidgetPaymentRequest {
  amount: number;
  orderId: string;
  orderName: string;
  customerName: string;
  customerEmail?: string | undefined;
  customerMobilePhone?: string | undefined;
  successUrl: string;
  failUrl: string;
}

/**
 * The Toss payment widget (SDK v2) in two containers: the payment methods and the agreement.
 * The SDK comes from `sdkUrl`, so the same code drives the real SDK and the shop's sandbox
 * stand-in. The amount follows `amount` (setAmount again on every change, e.g. a coupon). While
 * not `enabled` (nothing to charge) the SDK is not loaded and a widget drawn before is taken down;
 * the status is then `off`.
 */
export function usePaymentWidget({
  clientKey,
  sdkUrl,
  amount,
  methodsId,
  agreementId,
  enabled = true,
}: {
  clientKey: string | undefined;
  sdkUrl: string | undefined;
  amount: number;
  methodsId: string;
  agreementId: string;
  enabled?: boolean;
}) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [agreed, setAgreed] = useState(false);
  const widgets = useRef<TossPaymentsWidgets | null>(null);
  const methods = useRef<WidgetPaymentMethodWidget | null>(null);
  const amountRef = useRef(amount);
  amountRef.current = amount;

  useEffect(() => {
    if (!enabled || !clientKey || !sdkUrl) return;
    let cancelled = false;
    const destroyers: (() => Promise<void>)[] = [];
    (async () => {
      try {
        const toss = await loadTossPayments(clientKey, { src: sdkUrl });
        if (cancelled) return;
        const created = toss.widgets({ customerKey: newCustomerKey() });
        await created.setAmount({ currency: 'KRW', value: amountRef.current });
        if (cancelled) return;
        const [methodWidget, agreementWidget] = await Promise.all([
          created.renderPaymentMethods({ selector: `#${methodsId}`, variantKey: 'DEFAULT' }),
          created.renderAgreement({ selector: `#${agreementId}`, variantKey: 'AGREEMENT' }),
        ]);
        destroyers.push(methodWidget.destroy, agreementWidget.destroy);
        if (cancelled) {
          await Promise.all(destroyers.map((destroy) => destroy()));
          return;
        }
        agreementWidget.on('agreementStatusChange', (s) => setAgreed(s.agreedRequiredTerms));
        widgets.current = created;
        methods.current = methodWidget;
        setStatus('ready');
      } catch {
        if (!cancelled) setStatus('error');
      }
    })();
    return () => {
      // Under StrictMode the first mount is undone at once: its widgets must leave the page.
      cancelled = true;
      widgets.current = null;
      methods.current = null;
      for (const destroy of destroyers) void destroy();
      // Drawn again later (the amount is no longer 0): ready once more only when it is.
      setStatus('loading');
      setAgreed(false);
    };
  }, [enabled, clientKey, sdkUrl, methodsId, agreementId]);

  useEffect(() => {
    if (status === 'ready') void widgets.current?.setAmount({ currency: 'KRW', value: amount });
  }, [amount, status]);

  /** The chosen payment method as the order records it ('카드' when the widget does not say). */
  const selectedMethod = useCallback(async (): Promise<string> => {
    try {
      const selected = await methods.current?.getSelectedPaymentMethod();
      return (selected && paymentMethodNames[selected.code]) ?? '카드';
    } catch {
      return '카드';
    }
  }, []);

  /** Sets the server's amount and hands over to the provider's payment window (redirect). */
  const request = useCallback(async ({ amount: value, ...rest }: WidgetPaymentRequest) => {
    const current = widgets.current;
    if (!current) throw new Error(checkoutText.widgetError);
    await current.setAmount({ currency: 'KRW', value });
    await current.requestPayment({
      orderId: rest.orderId,
      orderName: rest.orderName,
      customerName: rest.customerName,
      successUrl: rest.successUrl,
      failUrl: rest.failUrl,
      ...(rest.customerEmail ? { customerEmail: rest.customerEmail } : {}),
      ...(rest.customerMobilePhone ? { customerMobilePhone: rest.customerMobilePhone } : {}),
    });
  }, []);

  return { status: enabled ? status : ('off' as const), agreed, selectedMethod, request };
}
