import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CLIENT_KEY } from './keys';
import { sandboxSdkScript } from './sdk-script';
import { checkWindowRequest } from './window-fields';

/* The few jsdom and SDK shapes these tests touch (the api workspace has no DOM types). */

interface Control {
  checked: boolean;
  value: string;
  required: boolean;
  type: string;
  click(): void;
  closest(selector: string): Control | null;
  textContent: string | null;
}

interface TestDocument {
  querySelector(selector: string): Control | null;
  querySelectorAll(selector: string): ArrayLike<Control>;
}

interface TestWindow {
  document: TestDocument;
  location: { href: string };
  Error: ErrorConstructor;
  Function: FunctionConstructor;
  TossPayments?: TossPaymentsFactory;
}

type TossPaymentsFactory = (clientKey: unknown) => { widgets(options?: unknown): Widgets };

interface Widgets {
  setAmount(amount: unknown): Promise<void>;
  renderPaymentMethods(options: unknown): Promise<MethodsWidget>;
  renderAgreement(options: unknown): Promise<AgreementWidget>;
  requestPayment(request: unknown): Promise<void>;
}

interface MethodsWidget {
  on(event: unknown, callback: unknown): void;
  getSelectedPaymentMethod(): Promise<{ code: string }>;
  destroy(): Promise<void>;
}

interface AgreementWidget {
  on(event: unknown, callback: unknown): void;
  destroy(): Promise<void>;
}

type JsdomConstructor = new (
  html: string,
  options: { runScripts: 'outside-only'; url: string },
) => { window: TestWindow };

// jsdom comes with the web workspace and has no type declarations here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

const PAGE =
  '<!doctype html><html lang="ko"><body><div id="methods"></div><div id="agreement"></div></body></html>';

/**
 * A shop page at http://shop.test/order with the SDK loaded as if from `scriptSrc`. Location's
 * members cannot be redefined in jsdom (they are unforgeable), so the script runs against a
 * window whose `location` records each `assign` instead of navigating.
 */
function loadSdk(scriptSrc: string | null = 'http://shop.test/sandbox/toss/sdk.js') {
  const { window } = new JSDOM(PAGE, { runScripts: 'outside-only', url: 'http://shop.test/order' });
  const currentScript = scriptSrc === null ? null : { src: scriptSrc };
  Object.defineProperty(window.document, 'currentScript', {
    configurable: true,
    get: () => currentScript,
  });
  const navigations: string[] = [];
  const location = { href: window.location.href, assign: (url: string) => navigations.push(url) };
  const scriptWindow = new Proxy(window, {
    get: (target, key) => (key === 'location' ? location : Reflect.get(target, key)),
  });
  new window.Function('window', sandboxSdkScript())(scriptWindow);
  const TossPayments = window.TossPayments;
  if (!TossPayments) throw new Error('the script did not define window.TossPayments');
  return { window, document: window.document, TossPayments, navigations };
}

const CUSTOMER_KEY = 'cst_5e0c1f7a-42';

/** Widgets with an amount, the payment methods and (ticked unless told) the agreement. */
async function readyWidgets(options: { agree?: boolean; value?: number } = {}) {
  const sdk = loadSdk();
  const widgets = sdk.TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: CUSTOMER_KEY });
  await widgets.setAmount({ currency: 'KRW', value: options.value ?? 12000 });
  await widgets.renderPaymentMethods({ selector: '#methods', variantKey: 'DEFAULT' });
  await widgets.renderAgreement({ selector: '#agreement', variantKey: 'AGREEMENT' });
  if (options.agree ?? true) agreementBox(sdk.document).click();
  return { ...sdk, widgets };
}

function agreementBox(document: TestDocument): Control {
  const box = document.querySelector('#agreement input[type="checkbox"]');
  if (!box) throw new Error('no agreement checkbox');
  return box;
}

let orderCount = 0;
function paymentRequest(overrides: Record<string, unknown> = {}) {
  orderCount += 1;
  return {
    orderId: `ord_sdk_${String(orderCount).padStart(4, '0')}`,
    orderName: '린넨 셔츠 외 1건',
    successUrl: 'http://shop.test/checkout/success?from=cart',
    failUrl: 'http://shop.test/checkout/fail',
    ...overrides,
  };
}

/** What a test compares of an SDK error; the message only has to be Korean. */
const sdkError = (name: string) => ({
  name,
  code: name,
  message: expect.stringMatching(/[가-힣]/),
});

function errorFields(value: unknown) {
  const { name, code, message } = value as { name?: unknown; code?: unknown; message?: unknown };
  return { name, code, message };
}

function thrownBy(action: () => unknown) {
  try {
    action();
  } catch (error) {
    return errorFields(error);
  }
  throw new Error('expected a throw');
}

function rejectionOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => errorFields(reason),
  );
}

describe('sandbox SDK: TossPayments(clientKey)', () => {
  it('accepts payment-widget client keys', () => {
    const { TossPayments } = loadSdk();
    expect(typeof TossPayments(SANDBOX_CLIENT_KEY).widgets).toBe('function');
    expect(typeof TossPayments('live_gck_Ab12_cd34').widgets).toBe('function');
  });

  it('refuses an API-individual key and anything else that is not a *_gck_* key', () => {
    const { TossPayments, window } = loadSdk();
    expect(thrownBy(() => TossPayments('test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq'))).toEqual(
      sdkError('NotSupportedAPIIndividualKeyError'),
    );
    for (const key of [
      'test_gsk_sandbox_ondostudio',
      'test_sk_abc',
      'gck_abc',
      '',
      undefined,
      42,
    ]) {
      expect(
        thrownBy(() => TossPayments(key)),
        String(key),
      ).toEqual(sdkError('InvalidClientKeyError'));
    }
    try {
      TossPayments('nope');
    } catch (error) {
      expect(error).toBeInstanceOf(window.Error);
    }
  });
});

describe('sandbox SDK: widgets({ customerKey })', () => {
  const widgetsFor = (customerKey: unknown) => () =>
    loadSdk().TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey });

  it('accepts 2–50 letters, digits and - _ = . @, or @@ANONYMOUS', () => {
    for (const key of ['@@ANONYMOUS', 'ab', 'a'.repeat(50), 'cst-01_a=b.c@d', CUSTOMER_KEY]) {
      expect(widgetsFor(key), key).not.toThrow();
    }
  });

  it('refuses any other customer key', () => {
    for (const key of ['a', 'a'.repeat(51), '김온도님', 'has space', 'a/b', 'a+b', 7, null]) {
      expect(thrownBy(widgetsFor(key)), String(key)).toEqual(sdkError('InvalidCustomerKeyError'));
    }
    const { TossPayments } = loadSdk();
    expect(thrownBy(() => TossPayments(SANDBOX_CLIENT_KEY).widgets())).toEqual(
      sdkError('InvalidCustomerKeyError'),
    );
  });

  it('refuses a secret key used as the customer key', () => {
    expect(thrownBy(widgetsFor('test_gsk_sandbox_ondostudio'))).toEqual(
      sdkError('InsecureKeyUsageError'),
    );
  });
});

describe('sandbox SDK: setAmount', () => {
  const widgets = () =>
    loadSdk().TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: '@@ANONYMOUS' });

  it('takes a whole number of won and resolves', async () => {
    const w = widgets();
    await expect(w.setAmount({ currency: 'KRW', value: 0 })).resolves.toBeUndefined();
    await expect(w.setAmount({ currency: 'KRW', value: 12000 })).resolves.toBeUndefined();
  });

  it('rejects another currency', async () => {
    for (const currency of ['USD', 'krw', undefined]) {
      expect(await rejectionOf(widgets().setAmount({ currency, value: 1000 }))).toEqual(
        sdkError('InvalidAmountCurrencyError'),
      );
    }
  });

  it('rejects a value that is not a whole number ≥ 0', async () => {
    for (const value of [-1, 1.5, '1000', Number.NaN, Number.POSITIVE_INFINITY, undefined]) {
      expect(
        await rejectionOf(widgets().setAmount({ currency: 'KRW', value })),
        String(value),
      ).toEqual(sdkError('InvalidAmountValueError'));
    }
  });
});

describe('sandbox SDK: call order', () => {
  it('refuses to render payment methods or request a payment before setAmount', async () => {
    const { TossPayments, document, navigations } = loadSdk();
    const widgets = TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: CUSTOMER_KEY });
    expect(await rejectionOf(widgets.renderPaymentMethods({ selector: '#methods' }))).toEqual(
      sdkError('NotSetupAmountError'),
    );
    expect(await rejectionOf(widgets.requestPayment(paymentRequest()))).toEqual(
      sdkError('NotSetupAmountError'),
    );
    expect(document.querySelectorAll('#methods input')).toHaveLength(0);
    expect(navigations).toEqual([]);
  });

  it('refuses to render the payment methods twice, until the first is destroyed', async () => {
    const { widgets, document } = await readyWidgets();
    expect(await rejectionOf(widgets.renderPaymentMethods({ selector: '#methods' }))).toEqual(
      sdkError('PaymentMethodsWidgetAlreadyRenderedError'),
    );
    expect(await rejectionOf(widgets.renderAgreement({ selector: '#agreement' }))).toEqual(
      sdkError('AgreementWidgetAlreadyRenderedError'),
    );
    expect(document.querySelectorAll('#methods input[type="radio"]')).toHaveLength(5);

    const { TossPayments } = loadSdk();
    const fresh = TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: CUSTOMER_KEY });
    await fresh.setAmount({ currency: 'KRW', value: 1000 });
    const first = await fresh.renderPaymentMethods({ selector: '#methods' });
    await first.destroy();
    await expect(fresh.renderPaymentMethods({ selector: '#methods' })).resolves.toBeTruthy();
  });

  it('refuses a selector that matches nothing', async () => {
    const { TossPayments } = loadSdk();
    const widgets = TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: CUSTOMER_KEY });
    await widgets.setAmount({ currency: 'KRW', value: 1000 });
    for (const selector of ['#nowhere', '##', undefined]) {
      expect(await rejectionOf(widgets.renderPaymentMethods({ selector }))).toEqual(
        sdkError('InvalidSelectorError'),
      );
    }
  });
});

describe('sandbox SDK: payment-method picker', () => {
  it('renders five labelled radio buttons with card chosen', async () => {
    const { document } = await readyWidgets();
    const radios = Array.from(document.querySelectorAll('#methods input[type="radio"]'));
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '신용·체크카드',
      '토스페이',
      '계좌이체',
      '가상계좌',
      '휴대폰',
    ]);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false, false, false]);
    expect(document.querySelector('#methods fieldset legend')?.textContent).toBe('결제 수단');
  });

  it('reports the chosen method through on() and getSelectedPaymentMethod()', async () => {
    const { TossPayments, document } = loadSdk();
    const widgets = TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: CUSTOMER_KEY });
    await widgets.setAmount({ currency: 'KRW', value: 1000 });
    const methods = await widgets.renderPaymentMethods({ selector: '#methods' });
    const selected: unknown[] = [];
    methods.on('paymentMethodSelect', (method: unknown) => selected.push(method));
    expect(await methods.getSelectedPaymentMethod()).toEqual({ code: 'CARD' });

    document.querySelector('#methods input[value="TRANSFER"]')?.click();

    expect(selected).toEqual([{ code: 'TRANSFER' }]);
    expect(await methods.getSelectedPaymentMethod()).toEqual({ code: 'TRANSFER' });
  });

  it('refuses an unknown event or a callback that is not a function', async () => {
    const { TossPayments } = loadSdk();
    const widgets = TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: CUSTOMER_KEY });
    await widgets.setAmount({ currency: 'KRW', value: 1000 });
    const methods = await widgets.renderPaymentMethods({ selector: '#methods' });
    expect(thrownBy(() => methods.on('ready', () => {}))).toEqual(
      sdkError('InvalidEventParameterError'),
    );
    expect(thrownBy(() => methods.on('paymentMethodSelect', 'nope'))).toEqual(
      sdkError('InvalidCallbackParameterError'),
    );
  });
});

describe('sandbox SDK: agreement', () => {
  it('renders one required, unticked checkbox and reports each change', async () => {
    const { TossPayments, document } = loadSdk();
    const widgets = TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: CUSTOMER_KEY });
    const agreement = await widgets.renderAgreement({
      selector: '#agreement',
      variantKey: 'AGREEMENT',
    });
    const statuses: unknown[] = [];
    agreement.on('agreementStatusChange', (status: unknown) => statuses.push(status));
    const box = agreementBox(document);
    expect(document.querySelectorAll('#agreement input')).toHaveLength(1);
    expect(box.required).toBe(true);
    expect(box.checked).toBe(false);
    expect(box.closest('label')?.textContent).toBe(
      '[필수] 결제 서비스 이용 약관, 개인정보 처리 동의',
    );

    box.click();
    box.click();

    const term = { id: 'sandbox-payment-terms', required: true };
    expect(statuses).toEqual([
      { agreedRequiredTerms: true, agreements: [{ term, agreed: true }] },
      { agreedRequiredTerms: false, agreements: [{ term, agreed: false }] },
    ]);
  });

  it('holds the payment while the box is unticked', async () => {
    const { widgets, document, navigations } = await readyWidgets({ agree: false });
    expect(await rejectionOf(widgets.requestPayment(paymentRequest()))).toEqual(
      sdkError('NeedAgreementWithRequiredTermsError'),
    );
    agreementBox(document).click();
    agreementBox(document).click();
    expect(await rejectionOf(widgets.requestPayment(paymentRequest()))).toEqual(
      sdkError('NeedAgreementWithRequiredTermsError'),
    );
    expect(navigations).toEqual([]);
  });

  it('needs the payment methods and the agreement to have been rendered', async () => {
    const { TossPayments } = loadSdk();
    const widgets = TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: CUSTOMER_KEY });
    await widgets.setAmount({ currency: 'KRW', value: 1000 });
    expect(await rejectionOf(widgets.requestPayment(paymentRequest()))).toEqual(
      sdkError('NotSelectedPaymentMethodError'),
    );
    await widgets.renderPaymentMethods({ selector: '#methods' });
    expect(await rejectionOf(widgets.requestPayment(paymentRequest()))).toEqual(
      sdkError('NeedAgreementWithRequiredTermsError'),
    );
  });
});

describe('sandbox SDK: requestPayment checks', () => {
  it('refuses an orderId outside [A-Za-z0-9_-]{6,64}', async () => {
    const { widgets, navigations } = await readyWidgets();
    for (const orderId of ['abc12', 'a'.repeat(65), 'order=12', '주문123456', 'ord 123', 123456]) {
      expect(
        await rejectionOf(widgets.requestPayment(paymentRequest({ orderId }))),
        String(orderId),
      ).toEqual(sdkError('InvalidParametersError'));
    }
    expect(navigations).toEqual([]);
    await widgets.requestPayment(paymentRequest({ orderId: 'abc-_6' }));
    await widgets.requestPayment(paymentRequest({ orderId: 'A'.repeat(64) }));
    expect(navigations).toHaveLength(2);
  });

  it('refuses an orderName that is empty or over 100 characters', async () => {
    const { widgets, navigations } = await readyWidgets();
    for (const orderName of ['', '가'.repeat(101), undefined]) {
      expect(await rejectionOf(widgets.requestPayment(paymentRequest({ orderName })))).toEqual(
        sdkError('InvalidParametersError'),
      );
    }
    await widgets.requestPayment(paymentRequest({ orderName: '가'.repeat(100) }));
    expect(navigations).toHaveLength(1);
  });

  it('refuses success and fail URLs that are not absolute http(s) addresses', async () => {
    const { widgets, navigations } = await readyWidgets();
    const wrong = ['/checkout/success', 'ftp://shop.test/x', 'javascript:alert(1)', 'shop', 7];
    for (const successUrl of wrong) {
      expect(
        await rejectionOf(widgets.requestPayment(paymentRequest({ successUrl }))),
        String(successUrl),
      ).toEqual(sdkError('IncorrectSuccessUrlFormatError'));
    }
    for (const failUrl of [...wrong, undefined]) {
      expect(
        await rejectionOf(widgets.requestPayment(paymentRequest({ failUrl }))),
        String(failUrl),
      ).toEqual(sdkError('IncorrectFailUrlFormatError'));
    }
    expect(
      await rejectionOf(
        widgets.requestPayment(paymentRequest({ successUrl: undefined, failUrl: undefined })),
      ),
    ).toEqual(sdkError('NotSupportedPromiseError'));
    expect(navigations).toEqual([]);
  });

  it('refuses metadata beyond 5 pairs, 40-character keys or 2000-character values', async () => {
    const { widgets, navigations } = await readyWidgets();
    const five = { a: '1', b: 2, c: true, d: 'x'.repeat(2000), ['k'.repeat(40)]: 'v' };
    const wrong = [
      { ...five, f: '6' },
      { 'a[0]': 'x' },
      { ['k'.repeat(41)]: 'v' },
      { a: 'x'.repeat(2001) },
      { a: { nested: true } },
      ['a'],
      'a=1',
    ];
    for (const metadata of wrong) {
      expect(await rejectionOf(widgets.requestPayment(paymentRequest({ metadata })))).toEqual(
        sdkError('InvalidMetadataError'),
      );
    }
    await widgets.requestPayment(paymentRequest({ metadata: five }));
    expect(navigations).toHaveLength(1);
  });

  it('checks the optional customer fields', async () => {
    const { widgets, navigations } = await readyWidgets();
    const wrong = [
      { customerName: '가'.repeat(101) },
      { customerEmail: `${'a'.repeat(95)}@x.com` },
      { customerMobilePhone: '010-1234-5678' },
      { customerMobilePhone: '0101234' },
    ];
    for (const fields of wrong) {
      expect(await rejectionOf(widgets.requestPayment(paymentRequest(fields)))).toEqual(
        sdkError('InvalidParametersError'),
      );
    }
    await widgets.requestPayment(
      paymentRequest({
        customerName: '김온도',
        customerEmail: 'ondo@naver.com',
        customerMobilePhone: '01012345678',
      }),
    );
    expect(navigations).toHaveLength(1);
  });
});

describe('sandbox SDK: the redirect to the payment window', () => {
  it('goes to /sandbox/toss/window with exactly the order and the last amount', async () => {
    const { widgets, navigations } = await readyWidgets({ value: 9000 });
    await widgets.setAmount({ currency: 'KRW', value: 12000 });
    await rejectionOf(widgets.setAmount({ currency: 'KRW', value: -5 }));

    const request = paymentRequest({
      orderId: 'ord_20260301_a1',
      orderName: '린넨 셔츠 & 울 바지 외 1건',
      customerName: '김온도',
      metadata: { cart: 'c1' },
    });
    await expect(widgets.requestPayment(request)).resolves.toBeUndefined();

    expect(navigations).toHaveLength(1);
    const target = new URL(navigations[0] ?? '');
    expect(`${target.origin}${target.pathname}`).toBe('http://shop.test/sandbox/toss/window');
    expect([...target.searchParams]).toEqual([
      ['clientKey', SANDBOX_CLIENT_KEY],
      ['customerKey', CUSTOMER_KEY],
      ['orderId', 'ord_20260301_a1'],
      ['orderName', '린넨 셔츠 & 울 바지 외 1건'],
      ['amount', '12000'],
      ['successUrl', 'http://shop.test/checkout/success?from=cart'],
      ['failUrl', 'http://shop.test/checkout/fail'],
      ['method', 'CARD'],
      ['customerName', '김온도'],
    ]);
    // Spaces as %20, not +, like the sandbox's own redirects.
    expect(target.search).toContain('orderName=%EB%A6%B0%EB%84%A8%20');
    expect(target.search).not.toContain('+');
  });

  it('sends the method picked in the widget and the phone, which the window checks', async () => {
    const { widgets, navigations, document } = await readyWidgets();
    document.querySelector('#methods input[value="MOBILE_PHONE"]')?.click();
    await widgets.requestPayment(
      paymentRequest({ orderId: 'ord_window_mobile', customerMobilePhone: '01012345678' }),
    );
    const query = Object.fromEntries(new URL(navigations[0] ?? '').searchParams);
    expect(query).toMatchObject({ method: 'MOBILE_PHONE', customerMobilePhone: '01012345678' });
    expect(query).not.toHaveProperty('customerName');
    expect(checkWindowRequest(query)).toEqual({
      ok: true,
      value: expect.objectContaining({ method: 'MOBILE_PHONE', customerName: '' }),
    });
  });

  it('sends what the payment window accepts', async () => {
    const { widgets, navigations } = await readyWidgets();
    await widgets.requestPayment(paymentRequest({ orderId: 'ord_window_ok' }));
    const query = Object.fromEntries(new URL(navigations[0] ?? '').searchParams);
    const checked = checkWindowRequest(query);
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({ orderId: 'ord_window_ok', amount: 12000 }),
    });
  });

  it("uses the origin of the script's own address, read when it loaded", async () => {
    const sdk = loadSdk('http://pay.shop.test:8080/sandbox/toss/sdk.js?v=2');
    Object.defineProperty(sdk.document, 'currentScript', { get: () => null });
    const widgets = sdk.TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: '@@ANONYMOUS' });
    await widgets.setAmount({ currency: 'KRW', value: 500 });
    await widgets.renderPaymentMethods({ selector: '#methods' });
    await widgets.renderAgreement({ selector: '#agreement' });
    agreementBox(sdk.document).click();
    await widgets.requestPayment(paymentRequest());
    const target = new URL(sdk.navigations[0] ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(
      'http://pay.shop.test:8080/sandbox/toss/window',
    );
    expect(target.searchParams.get('customerKey')).toBe('@@ANONYMOUS');
  });

  it('falls back to the page origin when loaded without a script element', async () => {
    const sdk = loadSdk(null);
    const widgets = sdk.TossPayments(SANDBOX_CLIENT_KEY).widgets({ customerKey: CUSTOMER_KEY });
    await widgets.setAmount({ currency: 'KRW', value: 500 });
    await widgets.renderPaymentMethods({ selector: '#methods' });
    await widgets.renderAgreement({ selector: '#agreement' });
    agreementBox(sdk.document).click();
    await widgets.requestPayment(paymentRequest());
    expect(sdk.navigations[0]).toMatch(/^http:\/\/shop\.test\/sandbox\/toss\/window\?/);
  });
});
