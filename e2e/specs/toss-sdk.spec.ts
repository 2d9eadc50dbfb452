import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The slice of the SDK v2 interface these checks drive, as the sandbox script defines it. */
interface SdkWindow {
  TossPayments(clientKey: string): {
    widgets(options: { customerKey: string }): {
      setAmount(amount: { currency: string; value: number }): Promise<void>;
      renderPaymentMethods(options: { selector: string; variantKey?: string }): Promise<unknown>;
      renderAgreement(options: {
        selector: string;
        variantKey?: string;
      }): Promise<{ on(event: string, callback: (status: unknown) => void): void }>;
      requestPayment(request: Record<string, unknown>): Promise<void>;
    };
  };
  sandboxWidgets: ReturnType<ReturnType<SdkWindow['TossPayments']>['widgets']>;
  agreementStatuses: unknown[];
}

interface CheckoutConfig {
  toss_client_key: string;
  toss_sdk_url: string;
  sandbox: boolean;
}

const AGREEMENT = '[필수] 결제 서비스 이용 약관, 개인정보 처리 동의';

/**
 * On a shop page: the widget containers, the SDK from the checkout config, and the widgets for
 * 12,000원 rendered, as the order page would do it. The widgets stay on `window.sandboxWidgets`.
 */
async function renderWidgets(page: Page): Promise<CheckoutConfig> {
  const response = await page.request.get('/v1/config/checkout');
  expect(response.status()).toBe(200);
  const config = (await response.json()) as CheckoutConfig;
  expect(config).toMatchObject({ sandbox: true, toss_sdk_url: '/sandbox/toss/sdk.js' });

  await page.goto('/');
  // Room below the widgets, so that the mobile tab bar can be scrolled off them.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<section style="padding:16px 16px 60vh"><div id="methods"></div><div id="agreement"></div></section>',
    );
  });
  await page.addScriptTag({ url: config.toss_sdk_url });
  await page.evaluate(async (clientKey) => {
    const sdk = window as unknown as SdkWindow;
    const widgets = sdk.TossPayments(clientKey).widgets({ customerKey: '@@ANONYMOUS' });
    await widgets.setAmount({ currency: 'KRW', value: 12000 });
    const [, agreement] = await Promise.all([
      widgets.renderPaymentMethods({ selector: '#methods', variantKey: 'DEFAULT' }),
      widgets.renderAgreement({ selector: '#agreement', variantKey: 'AGREEMENT' }),
    ]);
    sdk.agreementStatuses = [];
    agreement.on('agreementStatusChange', (status) => sdk.agreementStatuses.push(status));
    sdk.sandboxWidgets = widgets;
  }, config.toss_client_key);
  return config;
}

/** Calls requestPayment on the rendered widgets; answers 'requested' or the error's name. */
function requestPayment(page: Page, orderId: string) {
  return page.evaluate(async (id) => {
    const { sandboxWidgets } = window as unknown as SdkWindow;
    try {
      await sandboxWidgets.requestPayment({
        orderId: id,
        orderName: '린넨 셔츠 외 1건',
        customerName: '김온도',
        successUrl: `${location.origin}/order/success`,
        failUrl: `${location.origin}/order/fail`,
      });
      return 'requested';
    } catch (error) {
      return (error as Error).name;
    }
  }, orderId);
}

test('the sandbox SDK renders the widgets and hands the payment to the sandbox window', async ({
  page,
}) => {
  const config = await renderWidgets(page);

  await expect(page.getByRole('group', { name: '결제 수단' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '신용·체크카드' })).toBeChecked();
  await page.getByRole('radio', { name: '계좌이체' }).check();
  await page.getByRole('radio', { name: '신용·체크카드' }).check();
  await page.getByRole('checkbox', { name: AGREEMENT }).check();

  const orderId = `ord_e2e_${Date.now().toString(36)}`;
  const [answer] = await Promise.all([
    requestPayment(page, orderId),
    page.waitForURL('**/sandbox/toss/window?**'),
  ]);
  expect(answer).toBe('requested');

  const url = new URL(page.url());
  expect(url.pathname).toBe('/sandbox/toss/window');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    clientKey: config.toss_client_key,
    customerKey: '@@ANONYMOUS',
    orderId,
    orderName: '린넨 셔츠 외 1건',
    amount: '12000',
    successUrl: `${url.origin}/order/success`,
    failUrl: `${url.origin}/order/fail`,
    method: 'CARD',
    customerName: '김온도',
  });
  await expect(page.getByRole('heading', { name: '결제하기' })).toBeVisible();
  await expect(page.getByText('12,000원')).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
});

test('the sandbox SDK holds the payment while the required terms are unticked', async ({
  page,
}) => {
  await renderWidgets(page);
  const box = page.getByRole('checkbox', { name: AGREEMENT });
  await expect(box).not.toBeChecked();

  expect(await requestPayment(page, 'ord_e2e_unticked')).toBe(
    'NeedAgreementWithRequiredTermsError',
  );

  await box.check();
  await box.uncheck();
  expect(await requestPayment(page, 'ord_e2e_unticked')).toBe(
    'NeedAgreementWithRequiredTermsError',
  );
  expect(await page.evaluate(() => (window as unknown as SdkWindow).agreementStatuses)).toEqual([
    expect.objectContaining({ agreedRequiredTerms: true }),
    expect.objectContaining({ agreedRequiredTerms: false }),
  ]);
  expect(new URL(page.url()).pathname).toBe('/');
});
