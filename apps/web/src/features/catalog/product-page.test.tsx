import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signedInUser, storeAccessToken, stubApi } from './catalog-test-utils';
import { ProductPage } from './product-page';

const knit = {
  item_id: 3,
  name: '램스울 크루넥 니트',
  price: 129_000,
  image_urls: ['/uploads/a.svg', '/uploads/b.svg', '/uploads/c.svg'],
  description: '첫 줄\n둘째 줄',
  options: { '오트밀 / S': 2, '네이비 / M': 0 },
  option_ids: { '오트밀 / S': 31, '네이비 / M': 32 },
  item_details_menu: {
    details: { 두께감: '보통' },
    fabric: { 겉감: '램스울 100%' },
  },
  sale_starts_at: null as string | null,
  max_per_member: null as number | null,
  measurements: null,
};

const restockAlert = {
  id: 5,
  item_id: 3,
  item_name: knit.name,
  option_id: 32,
  option_label: '네이비 / M',
  status: 'WAITING',
  created_at: '2026-11-21T01:00:00.000Z',
  expires_at: '2026-12-21T01:00:00.000Z',
  sent_at: null,
};

const itemRoute = { 'GET /v1/items/3': () => ({ status: 200, body: knit }) };
const renderPage = (path = '/product/3') => renderRoute('/product/:id', path, <ProductPage />);

async function signedIn(extra: Parameters<typeof stubApi>[0] = {}) {
  storeAccessToken();
  const fetchMock = stubApi({
    ...itemRoute,
    'GET /v1/users/me': () => ({ status: 200, body: signedInUser }),
    ...extra,
  });
  renderPage();
  await waitFor(() => expect(screen.getByTestId('auth-status').textContent).toBe('in'));
  await screen.findByRole('heading', { name: knit.name });
  return fetchMock;
}

const optionSelect = () => screen.getByLabelText('옵션') as HTMLSelectElement;
const toast = (text: string) =>
  screen.findByText(text, { selector: '[role="alert"], [role="status"]' });

describe('ProductPage', () => {
  it('shows 불러오는 중…, then the product with its sections, title and won price', async () => {
    stubApi(itemRoute);
    renderPage();
    expect(screen.getByText('불러오는 중…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: knit.name, level: 1 })).toBeTruthy();
    expect(document.title).toContain(knit.name);
    expect(screen.getAllByText('129,000원').length).toBeGreaterThan(0);
    expect(screen.getByText('상세 정보')).toBeTruthy();
    expect(screen.getByText('소재 & 세탁')).toBeTruthy();
    expect(screen.queryByText('핏 & 사이즈')).toBeNull();
    expect(screen.getByText('램스울 100%')).toBeTruthy();
  });

  it('links the rating under the price to the 구매평 section further down', async () => {
    stubApi({
      ...itemRoute,
      'GET /v1/items/3/reviews/summary': () => ({
        status: 200,
        body: {
          count: 12,
          average: 4.8,
          distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 10 },
          fit: { SMALL: 0, TRUE: 12, LARGE: 0 },
          photo_count: 0,
          sizes: [],
          photos: [],
        },
      }),
    });
    renderPage();
    const link = await screen.findByRole('link', { name: '구매평 (12)' });
    expect(link.getAttribute('href')).toBe('#reviews');
    expect(link.parentElement?.textContent).toBe('★ 4.8별점 4.8구매평 (12)');
    const heading = screen.getByRole('heading', { level: 2, name: '구매평 (12)' });
    expect(heading.id).toBe('reviews');
    expect(await screen.findByText('구매평 12개')).toBeTruthy();
  });

  it('lists sold-out options disabled, and keeps each row between 0 and its stock', async () => {
    stubApi(itemRoute);
    renderPage();
    await screen.findByRole('heading', { name: knit.name });
    const soldOut = screen.getByRole('option', { name: '네이비 / M (품절)' }) as HTMLOptionElement;
    expect(soldOut.disabled).toBe(true);

    await userEvent.selectOptions(optionSelect(), '오트밀 / S');
    const row = screen.getByRole('group', { name: '오트밀 / S' });
    const quantity = () => within(row).getByLabelText('수량').textContent;
    expect(quantity()).toBe('1');
    expect(screen.getByTestId('total-price').textContent).toBe('129,000원');

    const plus = within(row).getByRole('button', { name: '오트밀 / S 수량 늘리기' });
    await userEvent.click(plus);
    expect(quantity()).toBe('2');
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(plus);
    expect(quantity()).toBe('2');
    expect(screen.getByTestId('total-price').textContent).toBe('258,000원');

    await userEvent.click(within(row).getByRole('button', { name: '오트밀 / S 수량 줄이기' }));
    expect(quantity()).toBe('1');

    await userEvent.click(within(row).getByRole('button', { name: '오트밀 / S 삭제' }));
    expect(screen.queryByRole('group', { name: '오트밀 / S' })).toBeNull();
    expect(screen.getByTestId('total-price').textContent).toBe('0원');

    await userEvent.selectOptions(optionSelect(), '오트밀 / S');
    expect(
      within(screen.getByRole('group', { name: '오트밀 / S' })).getByLabelText('수량').textContent,
    ).toBe('1');
  });

  it('offers 재입고 알림 on a sold-out option: a member’s tap asks for it with the option id', async () => {
    let sent: unknown;
    const alerts: (typeof restockAlert)[] = [];
    await signedIn({
      'GET /v1/users/me/restock-alerts': () => ({ status: 200, body: { alerts } }),
      'POST /v1/restock-alerts': (init) => {
        sent = JSON.parse(String(init?.body));
        alerts.push(restockAlert);
        return { status: 201, body: restockAlert };
      },
    });
    expect(screen.queryByRole('button', { name: '오트밀 / S 재입고 알림 신청' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '네이비 / M 재입고 알림 신청' }));
    expect(await toast('재입고되면 알려드릴게요. 신청은 30일 동안 유지됩니다.')).toBeTruthy();
    expect(sent).toEqual({ option_id: 32 });
    const requested = await screen.findByRole('button', { name: '네이비 / M 알림 신청됨' });
    expect(requested.textContent).toBe('알림 신청됨');
    expect((requested as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an option the member already waits for as 알림 신청됨', async () => {
    await signedIn({
      'GET /v1/users/me/restock-alerts': () => ({ status: 200, body: { alerts: [restockAlert] } }),
    });
    expect(await screen.findByRole('button', { name: '네이비 / M 알림 신청됨' })).toBeTruthy();
  });

  it('puts a guest’s choice in this browser’s cart without asking to sign in', async () => {
    let sent: unknown;
    stubApi({
      ...itemRoute,
      'POST /v1/cart/create': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: [] };
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: knit.name });
    await userEvent.selectOptions(optionSelect(), '오트밀 / S');
    await userEvent.click(screen.getByRole('button', { name: '장바구니 담기' }));
    const sheet = await screen.findByRole('dialog', { name: '장바구니에 담았습니다.' });
    expect(sent).toEqual({ item_id: 3, options: [{ color_size: '오트밀 / S', quantity: 1 }] });
    expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull();
    expect(within(sheet).getByRole('link', { name: '장바구니 보기' }).getAttribute('href')).toBe(
      '/cart',
    );
  });

  it('takes a guest straight to the order sheet on buying now (it asks there how to order)', async () => {
    stubApi(itemRoute);
    renderPage();
    await screen.findByRole('heading', { name: knit.name });
    await userEvent.selectOptions(optionSelect(), '오트밀 / S');
    await userEvent.click(screen.getByRole('button', { name: '바로 구매' }));
    const state = JSON.parse((await screen.findByTestId('order-state')).textContent ?? '');
    expect(state.type).toBe('item');
    expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull();
  });

  it('asks for an option when signed in without one (both buttons)', async () => {
    const fetchMock = await signedIn();
    await userEvent.click(screen.getByRole('button', { name: '장바구니 담기' }));
    expect(await toast('옵션을 하나 이상 선택해주세요.')).toBeTruthy();
    await userEvent.selectOptions(optionSelect(), '오트밀 / S');
    await userEvent.click(screen.getByRole('button', { name: '오트밀 / S 삭제' }));
    await userEvent.click(screen.getByRole('button', { name: '바로 구매' }));
    expect(screen.getAllByText('옵션을 하나 이상 선택해주세요.')).toHaveLength(2);
    const cartCalls = fetchMock.mock.calls.filter(
      ([url, init]) => init?.method === 'POST' && !String(url).endsWith('/product-view'),
    );
    expect(cartCalls).toEqual([]);
  });

  it('counts the page view once the product shows, once even when effects run twice', async () => {
    const fetchMock = stubApi(itemRoute);
    renderRoute(
      '/product/:id',
      '/product/3',
      <StrictMode>
        <ProductPage />
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: knit.name });
    await userEvent.selectOptions(optionSelect(), '오트밀 / S');
    const views = fetchMock.mock.calls.filter(([url]) => url === '/v1/events/product-view');
    expect(views).toHaveLength(1);
    const [, init] = views[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({ item_id: 3 });
  });

  it('counts no view of a product that is not there', async () => {
    const fetchMock = stubApi({});
    renderPage('/product/9');
    await screen.findByRole('heading', { name: '상품을 찾을 수 없습니다.' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/events/product-view')).toBe(false);
  });

  it('adds every row to the cart, then says so', async () => {
    let sent: unknown;
    await signedIn({
      'POST /v1/cart/create': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: [] };
      },
    });
    await userEvent.selectOptions(optionSelect(), '오트밀 / S');
    await userEvent.click(screen.getByRole('button', { name: '오트밀 / S 수량 늘리기' }));
    await userEvent.click(screen.getByRole('button', { name: '장바구니 담기' }));
    expect(await toast('장바구니에 담았습니다.')).toBeTruthy();
    expect(sent).toEqual({ item_id: 3, options: [{ color_size: '오트밀 / S', quantity: 2 }] });
  });

  it("shows the server's message when the cart refuses", async () => {
    await signedIn({
      'POST /v1/cart/create': () => ({
        status: 409,
        body: { detail: '이 옵션은 최대 2개까지 담을 수 있습니다.' },
      }),
    });
    await userEvent.selectOptions(optionSelect(), '오트밀 / S');
    await userEvent.click(screen.getByRole('button', { name: '장바구니 담기' }));
    const alert = await toast('이 옵션은 최대 2개까지 담을 수 있습니다.');
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('hands the chosen lines to /order on 바로 구매', async () => {
    await signedIn();
    await userEvent.selectOptions(optionSelect(), '오트밀 / S');
    await userEvent.click(screen.getByRole('button', { name: '바로 구매' }));
    const state = JSON.parse((await screen.findByTestId('order-state')).textContent ?? '');
    expect(state).toEqual({
      type: 'item',
      lines: [
        {
          item_id: 3,
          option: '오트밀 / S',
          quantity: 1,
          unit_price: 129_000,
          item_name: knit.name,
          image_url: '/uploads/a.svg',
        },
      ],
    });
  });

  it('moves the gallery with the arrows, dots and a swipe over 50px, wrapping around', async () => {
    stubApi(itemRoute);
    renderPage();
    await screen.findByRole('heading', { name: knit.name });
    const current = () =>
      screen
        .getAllByRole('button', { name: /번째 이미지 보기/ })
        .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
    expect(current()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: '이전 이미지' }));
    expect(current()).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: '다음 이미지' }));
    expect(current()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: '3개 중 2번째 이미지 보기' }));
    expect(current()).toBe(1);

    const viewport = screen.getByTestId('gallery-viewport');
    const swipe = (dx: number) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 200, clientY: 100 });
      fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 200 + dx, clientY: 100 });
      fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 200 + dx, clientY: 100 });
    };
    swipe(-49);
    expect(current()).toBe(1);
    swipe(-51);
    expect(current()).toBe(2);
    swipe(-51);
    expect(current()).toBe(0);
    swipe(51);
    expect(current()).toBe(2);
  });

  it('says the product does not exist on a 404', async () => {
    stubApi({
      'GET /v1/items/99': () => ({ status: 404, body: { detail: '상품을 찾을 수 없습니다.' } }),
    });
    renderPage('/product/99');
    expect(await screen.findByRole('heading', { name: '상품을 찾을 수 없습니다.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '상품 목록으로' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('counts down to a drop in place of the buttons, then offers them without reloading', async () => {
    const opensAt = new Date(Date.now() + 1500).toISOString();
    const fetchMock = stubApi({
      'GET /v1/items/3': () => ({
        status: 200,
        body: { ...knit, sale_starts_at: opensAt, max_per_member: 2 },
      }),
    });
    renderPage();
    await screen.findByRole('heading', { name: knit.name });
    expect(screen.getByText('판매 예정')).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(
      /^판매 시작까지 0일 0시간 0분 [12]초$/,
    );
    expect(screen.getByText('1인 2개 구매 가능')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '장바구니 담기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '바로 구매' })).toBeNull();

    expect(
      await screen.findByRole('button', { name: '장바구니 담기' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '바로 구매' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    const itemCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/v1/items/3'));
    expect(itemCalls).toHaveLength(1);
  });

  it('sells at once, with no countdown or limit line, when neither is set', async () => {
    stubApi(itemRoute);
    renderPage();
    await screen.findByRole('heading', { name: knit.name });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText(/1인 \d+개 구매 가능/)).toBeNull();
    expect(screen.getByRole('button', { name: '장바구니 담기' })).toBeTruthy();
  });
});
