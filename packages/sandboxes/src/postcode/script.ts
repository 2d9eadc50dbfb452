import { sandboxAddresses } from './addresses';

/**
 * The browser half of the postcode sandbox: a stand-in for Kakao's `postcode.v2.js`
 * (docs/integrations.md#postcode-sandbox). It defines `window.kakao.Postcode` (and `window.daum.Postcode`
 * as an alias) with the same constructor options and `embed(element, { q, autoClose })` /
 * `open({ q, popupTitle, autoClose })` methods. Its search box looks through the sandbox's address
 * book and hands the chosen result to `oncomplete` with every field of the real `data` object
 * ('' when empty), then calls `onclose('COMPLETE_CLOSE')`; closing the popup without a choice
 * calls `onclose('FORCE_CLOSE')`.
 *
 * Plain ES2020 in a string, served as is. Kept free of backticks, `${` and backslashes so that it
 * reads the same inside this template literal; the address book is spliced in as JSON.
 */
const SCRIPT = (addresses: string) => `(() => {
  'use strict';

  const ADDRESSES = ${addresses};
  const INK = '#1d1d1b';
  const MUTED = '#5f5c55';
  const LINE = '#e4e1da';
  const TINT = '#f7f6f2';
  const FONT = 'font-family:inherit;font-size:14px;line-height:1.5;color:' + INK;

  function element(tag, css, text) {
    const node = document.createElement(tag);
    if (css) node.style.cssText = css;
    if (text) node.textContent = text;
    return node;
  }

  const squash = (text) => text.split(' ').join('').toLowerCase();

  function compose(entry, shorthand) {
    const sido = shorthand ? entry.sidoShort : entry.sido;
    const town = entry.bname1 ? ' ' + entry.bname1 : '';
    const townEnglish = entry.bname1English ? entry.bname1English + ', ' : '';
    const area = sido + ' ' + entry.sigungu + town;
    const areaEnglish = townEnglish + entry.sigunguEnglish + ', ' + entry.sidoEnglish;
    return {
      sido,
      road: area + ' ' + entry.roadname + ' ' + entry.roadNumber,
      jibun: area + ' ' + entry.bname + ' ' + entry.lotNumber,
      roadEnglish: entry.roadNumber + ', ' + entry.roadnameEnglish + ', ' + areaEnglish,
      jibunEnglish: entry.lotNumber + ', ' + entry.bnameEnglish + ', ' + areaEnglish,
    };
  }

  function search(query) {
    const words = query.trim().split(' ').filter(Boolean).map(squash);
    if (words.length === 0) return [];
    return ADDRESSES.filter((entry) => {
      const long = compose(entry, false);
      const short = compose(entry, true);
      const haystack = squash(
        [long.road, long.jibun, short.road, short.jibun, entry.buildingName, entry.zonecode].join('|'),
      );
      return words.every((word) => haystack.includes(word));
    });
  }

  function resultData(entry, type, query, shorthand) {
    const parts = compose(entry, shorthand);
    const road = type === 'R';
    return {
      zonecode: entry.zonecode,
      address: road ? parts.road : parts.jibun,
      addressEnglish: road ? parts.roadEnglish : parts.jibunEnglish,
      addressType: type,
      userSelectedType: type,
      noSelected: 'N',
      userLanguageType: 'K',
      roadAddress: parts.road,
      roadAddressEnglish: parts.roadEnglish,
      jibunAddress: parts.jibun,
      jibunAddressEnglish: parts.jibunEnglish,
      autoRoadAddress: '',
      autoRoadAddressEnglish: '',
      autoJibunAddress: '',
      autoJibunAddressEnglish: '',
      buildingCode: entry.buildingCode,
      buildingName: entry.buildingName,
      apartment: entry.apartment,
      sido: parts.sido,
      sidoEnglish: entry.sidoEnglish,
      sigungu: entry.sigungu,
      sigunguEnglish: entry.sigunguEnglish,
      sigunguCode: entry.sigunguCode,
      roadnameCode: entry.roadnameCode,
      bcode: entry.bcode,
      roadname: entry.roadname,
      roadnameEnglish: entry.roadnameEnglish,
      bname: entry.bname,
      bnameEnglish: entry.bnameEnglish,
      bname1: entry.bname1,
      bname1English: entry.bname1English,
      bname2: entry.bname2,
      bname2English: entry.bname2English,
      hname: entry.hname,
      query,
    };
  }

  let searchCount = 0;

  function drawSearch(host, options, embedOptions, finish) {
    searchCount += 1;
    const shorthand = options.shorthand !== false;
    const inputId = 'postcode-sandbox-query-' + searchCount;
    const box = element(
      'div',
      'box-sizing:border-box;width:100%;height:100%;overflow:auto;padding:16px;background:#fff;' + FONT,
    );
    box.setAttribute('data-postcode-sandbox', 'search');
    const form = element('form', 'display:flex;gap:8px;margin:0 0 8px');
    form.setAttribute('role', 'search');
    const label = element(
      'label',
      'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)',
      '도로명, 지번, 건물명 검색',
    );
    label.htmlFor = inputId;
    const input = element(
      'input',
      'flex:1;min-width:0;box-sizing:border-box;height:44px;padding:0 12px;border:1px solid ' +
        INK + ';border-radius:4px;font:inherit;color:' + INK,
    );
    input.id = inputId;
    input.type = 'search';
    input.placeholder = '예) 테헤란로 152, 반포자이, 양수리';
    input.autocomplete = 'off';
    const submit = element(
      'button',
      'flex:none;height:44px;padding:0 16px;border:0;border-radius:4px;background:' + INK +
        ';color:#fff;font:inherit;cursor:pointer',
      '검색',
    );
    submit.type = 'submit';
    form.append(label, input, submit);
    const note = element(
      'p',
      'margin:0 0 12px;color:' + MUTED + ';font-size:12px',
      '우편번호 검색 샌드박스 · 도로명, 건물명, 지번으로 찾을 수 있습니다',
    );
    const status = element('p', 'margin:0 0 8px;color:' + MUTED + ';font-size:13px');
    status.setAttribute('role', 'status');
    const list = element('ul', 'list-style:none;margin:0;padding:0');
    box.append(form, note, status, list);

    function rowButton(tag, text, onPick) {
      const button = element(
        'button',
        'display:flex;gap:8px;align-items:baseline;width:100%;padding:6px 0;border:0;background:none;' +
          'text-align:left;cursor:pointer;' + FONT,
      );
      button.type = 'button';
      const badge = element(
        'span',
        'flex:none;padding:0 6px;border:1px solid ' + LINE + ';border-radius:3px;font-size:12px;color:' + MUTED,
        tag,
      );
      button.append(badge, element('span', '', text));
      button.addEventListener('click', onPick);
      return button;
    }

    function show(query) {
      const found = search(query);
      list.replaceChildren();
      if (typeof options.onsearch === 'function') options.onsearch({ q: query, count: found.length });
      status.textContent = query.trim()
        ? found.length > 0
          ? '검색 결과 ' + found.length + '건'
          : '검색 결과가 없습니다. 도로명과 건물번호를 확인해주세요.'
        : '찾을 주소를 입력해주세요.';
      for (const entry of found) {
        const parts = compose(entry, shorthand);
        const item = element('li', 'padding:10px 0;border-top:1px solid ' + LINE);
        const code = element('p', 'margin:0 0 2px;font-weight:600', entry.zonecode);
        const extra = entry.buildingName ? ' (' + entry.buildingName + ')' : '';
        const pick = (type) => () => finish(resultData(entry, type, query, shorthand));
        item.append(
          code,
          rowButton('도로명', parts.road + extra, pick('R')),
          rowButton('지번', parts.jibun, pick('J')),
        );
        list.append(item);
      }
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      show(input.value);
    });
    const first = embedOptions && typeof embedOptions.q === 'string' ? embedOptions.q : '';
    input.value = first;
    if (first) show(first);
    host.append(box);
    if (options.focusInput !== false) input.focus();
    return box;
  }

  class Postcode {
    constructor(options) {
      this.options = options || {};
    }

    embed(host, embedOptions) {
      if (!host || typeof host.append !== 'function') {
        throw new Error('embed()에는 주소 검색을 넣을 HTML 요소를 넘겨주세요.');
      }
      const autoClose = !embedOptions || embedOptions.autoClose !== false;
      const options = this.options;
      const box = drawSearch(host, options, embedOptions, (data) => {
        if (typeof options.oncomplete === 'function') options.oncomplete(data);
        if (autoClose) {
          box.remove();
          if (typeof options.onclose === 'function') options.onclose('COMPLETE_CLOSE');
        }
      });
    }

    open(openOptions) {
      const settings = openOptions || {};
      const autoClose = settings.autoClose !== false;
      const options = this.options;
      const backdrop = element(
        'div',
        'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
          'background:rgba(29,29,27,.45)',
      );
      const panel = element(
        'div',
        'display:flex;flex-direction:column;width:min(500px,100vw);height:min(560px,100vh);background:#fff;' +
          'border-radius:8px;overflow:hidden;' + FONT,
      );
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      panel.setAttribute('aria-label', settings.popupTitle || '우편번호 검색');
      const bar = element(
        'div',
        'display:flex;align-items:center;justify-content:space-between;padding:8px 8px 8px 16px;' +
          'border-bottom:1px solid ' + LINE + ';background:' + TINT,
      );
      const title = element('p', 'margin:0;font-weight:600', settings.popupTitle || '우편번호 검색');
      const close = element(
        'button',
        'min-width:44px;height:44px;border:0;background:none;cursor:pointer;' + FONT,
        '닫기',
      );
      close.type = 'button';
      bar.append(title, close);
      const body = element('div', 'flex:1;min-height:0');
      panel.append(bar, body);
      backdrop.append(panel);

      function onKey(event) {
        if (event.key === 'Escape') dismiss('FORCE_CLOSE');
      }
      function dismiss(state) {
        backdrop.remove();
        document.removeEventListener('keydown', onKey);
        if (typeof options.onclose === 'function') options.onclose(state);
      }
      close.addEventListener('click', () => dismiss('FORCE_CLOSE'));
      document.addEventListener('keydown', onKey);
      document.body.append(backdrop);
      drawSearch(body, options, { q: settings.q }, (data) => {
        if (typeof options.oncomplete === 'function') options.oncomplete(data);
        if (autoClose) dismiss('COMPLETE_CLOSE');
      });
    }
  }

  const namespace = {
    Postcode,
    postcode: { version: 'sandbox', _validParam_: true, load: (callback) => callback() },
  };
  window.kakao = Object.assign(window.kakao || {}, namespace);
  window.daum = Object.assign(window.daum || {}, namespace);
})();
`;

export function sandboxPostcodeScript(): string {
  return SCRIPT(JSON.stringify(sandboxAddresses));
}
