import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sandboxPostcodeScript } from './script';

/* The few jsdom shapes these tests touch (the api workspace has no DOM types). */
interface Node {
  textContent: string | null;
  value: string;
  click(): void;
  dispatchEvent(event: unknown): boolean;
}
interface TestDocument {
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): ArrayLike<Node>;
  createElement(tag: string): Node;
}
type PostcodeData = Record<string, string>;
interface PostcodeOptions {
  oncomplete?: (data: PostcodeData) => void;
  onclose?: (state: string) => void;
  onsearch?: (search: { q: string; count: number }) => void;
  shorthand?: boolean;
}
interface Postcode {
  embed(element: unknown, options?: { q?: string; autoClose?: boolean }): void;
  open(options?: { q?: string; popupTitle?: string }): void;
}
interface TestWindow {
  document: TestDocument;
  eval(code: string): unknown;
  Event: new (type: string, init?: { bubbles?: boolean; cancelable?: boolean }) => unknown;
  kakao?: { Postcode: new (options: PostcodeOptions) => Postcode };
  daum?: { Postcode: unknown };
}
type JsdomConstructor = new (
  html: string,
  options: { runScripts: 'outside-only'; url: string },
) => { window: TestWindow };

// jsdom comes with the web workspace and has no type declarations here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

function loadScript() {
  const { window } = new JSDOM(
    '<!doctype html><html lang="ko"><body><div id="box"></div></body></html>',
    {
      runScripts: 'outside-only',
      url: 'http://shop.test/order',
    },
  );
  window.eval(sandboxPostcodeScript());
  const Postcode = window.kakao?.Postcode;
  if (!Postcode) throw new Error('the script did not define kakao.Postcode');
  return { window, document: window.document, Postcode };
}

function searchFor(window: TestWindow, query: string) {
  const input = window.document.querySelector('input[type="search"]');
  const form = window.document.querySelector('form[role="search"]');
  if (!input || !form) throw new Error('no search form');
  input.value = query;
  form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
}

function resultButtons(document: TestDocument) {
  return Array.from(document.querySelectorAll('[data-postcode-sandbox] li button'));
}

/** What `oncomplete` hands over after searching `query` and choosing the `index`-th result line. */
function pick(query: string, index: number, options: { shorthand?: boolean } = {}) {
  const { window, document, Postcode } = loadScript();
  let picked: PostcodeData | undefined;
  new Postcode({ ...options, oncomplete: (data) => (picked = data) }).embed(
    document.querySelector('#box'),
  );
  searchFor(window, query);
  resultButtons(document)[index]?.click();
  return picked;
}

/** Every field docs/integrations.md#postcode lists for `oncomplete(data)`. */
const FIELDS = [
  'zonecode',
  'address',
  'addressEnglish',
  'addressType',
  'userSelectedType',
  'noSelected',
  'userLanguageType',
  'roadAddress',
  'roadAddressEnglish',
  'jibunAddress',
  'jibunAddressEnglish',
  'autoRoadAddress',
  'autoRoadAddressEnglish',
  'autoJibunAddress',
  'autoJibunAddressEnglish',
  'buildingCode',
  'buildingName',
  'apartment',
  'sido',
  'sidoEnglish',
  'sigungu',
  'sigunguEnglish',
  'sigunguCode',
  'roadnameCode',
  'bcode',
  'roadname',
  'roadnameEnglish',
  'bname',
  'bnameEnglish',
  'bname1',
  'bname1English',
  'bname2',
  'bname2English',
  'hname',
  'query',
];

describe('postcode sandbox script', () => {
  it('defines kakao.Postcode with daum.Postcode as an alias', () => {
    const { window, Postcode } = loadScript();
    expect(window.daum?.Postcode).toBe(Postcode);
  });

  it('embeds a search whose road result reaches oncomplete with every field, then closes', () => {
    const { window, document, Postcode } = loadScript();
    const completed: PostcodeData[] = [];
    const closed: string[] = [];
    const searches: { q: string; count: number }[] = [];
    new Postcode({
      oncomplete: (data) => completed.push(data),
      onclose: (state) => closed.push(state),
      onsearch: (search) => searches.push(search),
    }).embed(document.querySelector('#box'));

    searchFor(window, '테헤란로 152');
    expect(searches).toEqual([{ q: '테헤란로 152', count: 1 }]);
    const [road] = resultButtons(document);
    road?.click();

    expect(completed).toHaveLength(1);
    const data = completed[0] ?? {};
    for (const field of FIELDS) expect(typeof data[field], field).toBe('string');
    expect(data).toMatchObject({
      zonecode: '06236',
      address: '서울 강남구 테헤란로 152',
      roadAddress: '서울 강남구 테헤란로 152',
      jibunAddress: '서울 강남구 역삼동 737',
      userSelectedType: 'R',
      addressType: 'R',
      buildingName: '강남파이낸스센터',
      apartment: 'N',
      bname: '역삼동',
      sido: '서울',
      query: '테헤란로 152',
      autoRoadAddress: '',
    });
    expect(data.zonecode).toMatch(/^\d{5}$/);
    expect(closed).toEqual(['COMPLETE_CLOSE']);
    expect(document.querySelector('[data-postcode-sandbox]')).toBeNull();
  });

  it('answers the jibun form of a 리 address when the jibun line is chosen', () => {
    expect(pick('양수리', 1)).toMatchObject({
      zonecode: '12503',
      userSelectedType: 'J',
      address: '경기 양평군 양서면 양수리 633-1',
      roadAddress: '경기 양평군 양서면 양수로 97',
      bname: '양수리',
      bname1: '양서면',
      buildingName: '',
    });
  });

  it('spells the province out when shorthand is off', () => {
    expect(pick('반포자이', 0, { shorthand: false })).toMatchObject({
      address: '서울특별시 서초구 신반포로 270',
      sido: '서울특별시',
      apartment: 'Y',
      buildingName: '반포자이',
    });
  });

  it('says so when nothing matches', () => {
    const { window, document, Postcode } = loadScript();
    new Postcode({}).embed(document.querySelector('#box'), { q: '없는주소123' });
    expect(resultButtons(document)).toHaveLength(0);
    expect(document.querySelector('[role="status"]')?.textContent).toContain(
      '검색 결과가 없습니다',
    );
    searchFor(window, '판교역로');
    expect(resultButtons(document)).toHaveLength(2);
  });

  it('opens a popup that reports FORCE_CLOSE when closed without a choice', () => {
    const { document, Postcode } = loadScript();
    const closed: string[] = [];
    new Postcode({ onclose: (state) => closed.push(state) }).open({ q: '세종대로' });
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(resultButtons(document)).toHaveLength(2);
    const close = Array.from(document.querySelectorAll('[role="dialog"] button')).find(
      (b) => b.textContent === '닫기',
    );
    close?.click();
    expect(closed).toEqual(['FORCE_CLOSE']);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
