/**
 * The browser half of the Toss sandbox: a stand-in for the SDK v2 script
 * (`https://js.tosspayments.com/v2/standard`, docs/integrations.md#toss-sandbox). It defines
 * `window.TossPayments(clientKey)` with the same `widgets()` interface and errors, draws a small
 * payment-method picker and agreement box, and hands the payment to the sandbox payment window
 * (`GET /sandbox/toss/window`) on the script's own origin.
 *
 * Like the real SDK, every widget method is async: its errors arrive as rejections. Only
 * `TossPayments()`, `widgets()` and `on()` throw.
 *
 * Plain ES2020 in a string, served as is: no build step, no imports. Kept free of backticks, `${`
 * and backslashes so that it reads the same inside this template literal.
 */
const SCRIPT = `(() => {
  'use strict';

  const ANONYMOUS = '@@ANONYMOUS';
  const WIDGET_CLIENT_KEY = /^(test|live)_gck_[A-Za-z0-9_]+$/;
  const API_INDIVIDUAL_CLIENT_KEY = /^(test|live)_ck_/;
  const SECRET_KEY = /^(test|live)_g?sk_/;
  const CUSTOMER_KEY = /^[A-Za-z0-9_=.@-]{2,50}$/;
  const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
  const MOBILE_PHONE = /^[0-9]{8,15}$/;
  const WINDOW_PATH = '/sandbox/toss/window';

  const METHODS = [
    { code: 'CARD', label: '신용·체크카드' },
    { code: 'EASY_PAY', label: '토스페이' },
    { code: 'TRANSFER', label: '계좌이체' },
    { code: 'VIRTUAL_ACCOUNT', label: '가상계좌' },
    { code: 'MOBILE_PHONE', label: '휴대폰' },
  ];
  const TERM = { id: 'sandbox-payment-terms', required: true };
  const TERM_LABEL = '[필수] 결제 서비스 이용 약관, 개인정보 처리 동의';

  const INK = '#1d1d1b';
  const MUTED = '#6b6860';
  const LINE = '#e4e1da';
  const TINT = '#f7f6f2';
  const CARD_CSS =
    'box-sizing:border-box;margin:0 0 12px;padding:16px;border:1px solid ' + LINE +
    ';border-radius:8px;background:#fff;color:' + INK + ';font:inherit;font-size:14px;line-height:1.5';

  const MESSAGES = {
    InvalidClientKeyError:
      '클라이언트 키가 올바르지 않습니다. 결제위젯 연동 키(test_gck_… 또는 live_gck_…)를 사용하세요.',
    NotSupportedAPIIndividualKeyError:
      'API 개별 연동 키(…_ck_…)는 결제위젯에서 사용할 수 없습니다. 결제위젯 연동 키(…_gck_…)를 사용하세요.',
    InsecureKeyUsageError:
      '시크릿 키는 customerKey로 사용할 수 없습니다. 구매자마다 추측할 수 없는 값(UUID 등)을 사용하세요.',
    InvalidCustomerKeyError:
      'customerKey는 영문 대소문자, 숫자, 특수문자 -, _, =, ., @로 이루어진 2자 이상 50자 이하의 문자열이거나 @@ANONYMOUS여야 합니다.',
    InvalidAmountCurrencyError: '결제 통화가 올바르지 않습니다. 일반결제는 KRW만 지원합니다.',
    InvalidAmountValueError: '결제 금액은 0 이상의 정수여야 합니다.',
    NotSetupAmountError: '결제 금액이 설정되지 않았습니다. setAmount()를 먼저 호출하세요.',
    PaymentMethodsWidgetAlreadyRenderedError: '결제 UI가 이미 렌더링되어 있습니다.',
    AgreementWidgetAlreadyRenderedError: '약관 UI가 이미 렌더링되어 있습니다.',
    InvalidSelectorError: 'selector에 해당하는 HTML 요소를 찾을 수 없습니다.',
    InvalidEventParameterError: '지원하지 않는 이벤트입니다.',
    InvalidCallbackParameterError: '이벤트 콜백은 함수여야 합니다.',
    InvalidParametersError: '결제 요청 파라미터가 올바르지 않습니다.',
    NotSelectedPaymentMethodError:
      '선택된 결제수단이 없습니다. renderPaymentMethods()로 결제 UI를 먼저 렌더링하세요.',
    NeedAgreementWithRequiredTermsError: '필수 약관에 동의해 주세요.',
    IncorrectSuccessUrlFormatError: 'successUrl은 오리진을 포함한 http(s) 절대 주소여야 합니다.',
    IncorrectFailUrlFormatError: 'failUrl은 오리진을 포함한 http(s) 절대 주소여야 합니다.',
    NotSupportedPromiseError:
      '샌드박스 SDK는 리다이렉트 방식만 지원합니다. successUrl과 failUrl을 함께 넘겨주세요.',
    InvalidMetadataError:
      'metadata는 최대 5개의 키-값 쌍이어야 합니다. 키는 [, ]가 없는 40자 이하, 값은 2000자 이하의 문자열입니다.',
  };

  // document.currentScript is set only while this file first runs, so the address is kept now.
  const scriptSrc = document.currentScript ? document.currentScript.src : '';
  const windowUrl = new URL(WINDOW_PATH, scriptSrc || window.location.href).href;

  let pickerCount = 0;

  function sdkError(name, message) {
    const error = new Error(message || MESSAGES[name]);
    error.name = name;
    error.code = name;
    return error;
  }

  // The real widget methods are async, so even argument errors must reject rather than throw.
  const settle = (work) => new Promise((resolve) => resolve(work()));

  const isText = (value) => typeof value === 'string';
  const isMissing = (value) => value === undefined || value === null;
  const characters = (text) => Array.from(text).length;

  function isWebUrl(value) {
    if (!isText(value)) return false;
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch (_) {
      return false;
    }
  }

  function element(tag, css, text) {
    const node = document.createElement(tag);
    if (css) node.style.cssText = css;
    if (text) node.textContent = text;
    return node;
  }

  function findContainer(selector) {
    let found = null;
    try {
      found = isText(selector) ? document.querySelector(selector) : null;
    } catch (_) {
      found = null;
    }
    if (!found) throw sdkError('InvalidSelectorError');
    return found;
  }

  function createListeners(eventName) {
    const callbacks = [];
    return {
      on(name, callback) {
        if (name !== eventName) {
          throw sdkError(
            'InvalidEventParameterError',
            '지원하지 않는 이벤트입니다: ' + String(name) + ' (' + eventName + '만 구독할 수 있습니다)',
          );
        }
        if (typeof callback !== 'function') throw sdkError('InvalidCallbackParameterError');
        callbacks.push(callback);
      },
      emit(value) {
        for (const callback of callbacks.slice()) callback(value);
      },
    };
  }

  function checkClientKey(clientKey) {
    if (isText(clientKey) && WIDGET_CLIENT_KEY.test(clientKey)) return;
    if (isText(clientKey) && API_INDIVIDUAL_CLIENT_KEY.test(clientKey)) {
      throw sdkError('NotSupportedAPIIndividualKeyError');
    }
    throw sdkError('InvalidClientKeyError');
  }

  function checkCustomerKey(customerKey) {
    if (customerKey === ANONYMOUS) return;
    if (isText(customerKey) && SECRET_KEY.test(customerKey)) throw sdkError('InsecureKeyUsageError');
    if (!isText(customerKey) || !CUSTOMER_KEY.test(customerKey)) {
      throw sdkError('InvalidCustomerKeyError');
    }
  }

  function checkAmount(amount) {
    const { currency, value } = amount || {};
    if (currency !== 'KRW') throw sdkError('InvalidAmountCurrencyError');
    if (!Number.isSafeInteger(value) || value < 0) throw sdkError('InvalidAmountValueError');
    return value;
  }

  function checkOptionalText(request, name, maxLength) {
    const value = request[name];
    if (isMissing(value) || (isText(value) && characters(value) <= maxLength)) return;
    throw sdkError(
      'InvalidParametersError',
      name + '은(는) ' + maxLength + '자 이하의 문자열이어야 합니다.',
    );
  }

  function checkMetadata(metadata) {
    if (isMissing(metadata)) return;
    const entries =
      typeof metadata === 'object' && !Array.isArray(metadata) ? Object.entries(metadata) : null;
    const fits =
      entries !== null &&
      entries.length <= 5 &&
      entries.every(([key, value]) => {
        const plain = ['string', 'number', 'boolean'].includes(typeof value);
        const keyFits = key.length <= 40 && !key.includes('[') && !key.includes(']');
        return keyFits && plain && String(value).length <= 2000;
      });
    if (!fits) throw sdkError('InvalidMetadataError');
  }

  function checkPaymentRequest(request) {
    if (!request || typeof request !== 'object') {
      throw sdkError('InvalidParametersError', '결제 요청 정보를 객체로 넘겨주세요.');
    }
    const { orderId, orderName, successUrl, failUrl } = request;
    if (!isText(orderId) || !ORDER_ID.test(orderId)) {
      throw sdkError(
        'InvalidParametersError',
        'orderId는 영문 대소문자, 숫자, 특수문자 -, _로 이루어진 6자 이상 64자 이하의 문자열이어야 합니다.',
      );
    }
    if (!isText(orderName) || characters(orderName) < 1 || characters(orderName) > 100) {
      throw sdkError('InvalidParametersError', 'orderName은 1자 이상 100자 이하의 문자열이어야 합니다.');
    }
    checkOptionalText(request, 'customerName', 100);
    checkOptionalText(request, 'customerEmail', 100);
    const phone = request.customerMobilePhone;
    if (!isMissing(phone) && !(isText(phone) && MOBILE_PHONE.test(phone))) {
      throw sdkError(
        'InvalidParametersError',
        'customerMobilePhone은 - 없이 숫자로만 이루어진 8자 이상 15자 이하의 문자열이어야 합니다.',
      );
    }
    // Without both URLs the real SDK answers with a Promise instead of redirecting.
    if (isMissing(successUrl) && isMissing(failUrl)) throw sdkError('NotSupportedPromiseError');
    if (!isWebUrl(successUrl)) throw sdkError('IncorrectSuccessUrlFormatError');
    if (!isWebUrl(failUrl)) throw sdkError('IncorrectFailUrlFormatError');
    checkMetadata(request.metadata);
    const customer = {};
    if (!isMissing(request.customerName)) customer.customerName = request.customerName;
    if (!isMissing(phone)) customer.customerMobilePhone = phone;
    return { orderId, orderName, successUrl, failUrl, customer };
  }

  function paymentWindowAddress(fields) {
    // encodeURIComponent, as the sandbox writes its own redirects: a space is %20, never +.
    const query = Object.keys(fields)
      .map((name) => encodeURIComponent(name) + '=' + encodeURIComponent(fields[name]))
      .join('&');
    return windowUrl + '?' + query;
  }

  function drawMethodPicker(container, onSelect) {
    pickerCount += 1;
    const groupName = 'tosspayments-sandbox-method-' + pickerCount;
    const box = element('div', CARD_CSS);
    box.setAttribute('data-tosspayments-sandbox', 'payment-methods');
    const fieldset = element('fieldset', 'margin:0;padding:0;border:0;min-width:0');
    const legend = element('legend', 'padding:0;margin:0 0 4px;font-weight:600', '결제 수단');
    const note = element(
      'p',
      'margin:0 0 12px;color:' + MUTED + ';font-size:12px',
      '테스트 결제창 · 실제 결제가 일어나지 않습니다',
    );
    const grid = element(
      'div',
      'display:grid;grid-template-columns:repeat(auto-fit,minmax(132px,1fr));gap:8px',
    );
    const options = METHODS.map((method, index) => {
      const label = element(
        'label',
        'display:flex;align-items:center;gap:8px;padding:12px 14px;border:1px solid ' + LINE +
          ';border-radius:6px;cursor:pointer',
      );
      const input = element('input', 'margin:0;accent-color:' + INK);
      input.type = 'radio';
      input.name = groupName;
      input.value = method.code;
      input.checked = index === 0;
      input.addEventListener('change', () => {
        paint();
        onSelect(method.code);
      });
      label.append(input, document.createTextNode(method.label));
      grid.append(label);
      return { label, input };
    });
    function paint() {
      for (const { label, input } of options) {
        label.style.borderColor = input.checked ? INK : LINE;
        label.style.background = input.checked ? TINT : '#fff';
      }
    }
    paint();
    fieldset.append(legend, note, grid);
    box.append(fieldset);
    container.append(box);
    return box;
  }

  function drawAgreement(container, onChange) {
    const box = element('div', CARD_CSS);
    box.setAttribute('data-tosspayments-sandbox', 'agreement');
    const label = element('label', 'display:flex;align-items:flex-start;gap:8px;cursor:pointer');
    const input = element('input', 'flex:none;margin:3px 0 0;accent-color:' + INK);
    input.type = 'checkbox';
    input.required = true;
    input.addEventListener('change', () => onChange(input.checked));
    label.append(input, element('span', '', TERM_LABEL));
    box.append(label);
    container.append(box);
    return box;
  }

  function agreementStatus(agreed) {
    return {
      agreedRequiredTerms: agreed,
      agreements: [{ term: { id: TERM.id, required: TERM.required }, agreed }],
    };
  }

  function createWidgets(clientKey, customerKey) {
    let amount = null;
    let methods = null;
    let agreement = null;

    function renderPaymentMethods(options) {
      if (amount === null) throw sdkError('NotSetupAmountError');
      if (methods) throw sdkError('PaymentMethodsWidgetAlreadyRenderedError');
      const container = findContainer(options && options.selector);
      const listeners = createListeners('paymentMethodSelect');
      const state = { code: METHODS[0].code, node: null };
      state.node = drawMethodPicker(container, (code) => {
        state.code = code;
        listeners.emit({ code });
      });
      methods = state;
      return {
        on: listeners.on,
        getSelectedPaymentMethod: () => settle(() => ({ code: state.code })),
        destroy: () =>
          settle(() => {
            state.node.remove();
            if (methods === state) methods = null;
          }),
      };
    }

    function renderAgreement(options) {
      if (agreement) throw sdkError('AgreementWidgetAlreadyRenderedError');
      const container = findContainer(options && options.selector);
      const listeners = createListeners('agreementStatusChange');
      const state = { agreed: false, node: null };
      state.node = drawAgreement(container, (agreed) => {
        state.agreed = agreed;
        listeners.emit(agreementStatus(agreed));
      });
      agreement = state;
      return {
        on: listeners.on,
        destroy: () =>
          settle(() => {
            state.node.remove();
            if (agreement === state) agreement = null;
          }),
      };
    }

    function requestPayment(request) {
      if (amount === null) throw sdkError('NotSetupAmountError');
      const order = checkPaymentRequest(request);
      if (!methods) throw sdkError('NotSelectedPaymentMethodError');
      if (!agreement || !agreement.agreed) throw sdkError('NeedAgreementWithRequiredTermsError');
      window.location.assign(
        paymentWindowAddress({
          clientKey,
          customerKey,
          orderId: order.orderId,
          orderName: order.orderName,
          amount: String(amount),
          successUrl: order.successUrl,
          failUrl: order.failUrl,
          method: methods.code,
          ...order.customer,
        }),
      );
    }

    return {
      setAmount: (value) =>
        settle(() => {
          amount = checkAmount(value);
        }),
      renderPaymentMethods: (options) => settle(() => renderPaymentMethods(options)),
      renderAgreement: (options) => settle(() => renderAgreement(options)),
      requestPayment: (request) => settle(() => requestPayment(request)),
    };
  }

  window.TossPayments = function TossPayments(clientKey) {
    checkClientKey(clientKey);
    return {
      widgets(options) {
        const customerKey = options ? options.customerKey : undefined;
        checkCustomerKey(customerKey);
        return createWidgets(clientKey, customerKey);
      },
    };
  };
})();
`;

/** The fake Toss SDK v2 script, as served at `/sandbox/toss/sdk.js`. */
export function sandboxSdkScript(): string {
  return SCRIPT;
}
