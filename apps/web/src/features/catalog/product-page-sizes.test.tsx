import type { MeasureTable } from '@shop/contract/measure-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, signedInUser, storeAccessToken, stubApi } from './catalog-test-utils';
import { ProductPage } from './product-page';

const table: MeasureTable = {
  template: 'top',
  rows: [
    { size: 'S', values: { length: 68, shoulder: 44, chest: 52, sleeve: 60 } },
    { size: 'M', values: { length: 70, shoulder: 46, chest: 55, sleeve: 61 } },
    { size: 'L', values: { length: 72, shoulder: 48, chest: 58 } },
  ],
};
const shirt = {
  item_id: 5,
  name: '옥스퍼드 셔츠',
  price: 59_000,
  image_urls: ['/uploads/a.svg'],
  description: '',
  options: { S: 3, M: 2, L: 0 },
  option_ids: { S: 1, M: 2, L: 3 },
  item_details_menu: {},
  sale_starts_at: null,
  max_per_member: null,
  measurements: table as MeasureTable | null,
};
const garment = {
  id: 9,
  name: '자주 입는 셔츠',
  template: 'top',
  values: { length: 71, shoulder: 46, chest: 55.5 },
  item_id: null,
  size: null,
  created_at: '2026-11-20T01:00:00.000Z',
};

const itemRoute = (item = shirt) => ({ 'GET /v1/items/5': () => ({ status: 200, body: item }) });
const renderPage = () => renderRoute('/product/:id', '/product/5', <ProductPage />);

describe('ProductPage 실측 사이즈', () => {
  it('shows the table, sizes down and the fields across, with how it was measured', async () => {
    stubApi(itemRoute());
    renderPage();
    const chart = await screen.findByRole('table', { name: '실측 사이즈 (cm)' });
    expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['사이즈', '총장', '어깨너비', '가슴단면', '소매길이']);
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'S68445260',
      'M70465561',
      'L724858–정보 없음',
    ]);
    expect(
      screen.getByText(
        '단면은 옷을 펼쳐 잰 길이입니다. 재는 방법에 따라 1~3cm 차이가 있을 수 있습니다.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '내 옷과 비교하기' })).toBeTruthy();
  });

  it('shows no table or comparison for a product without measurements', async () => {
    stubApi(itemRoute({ ...shirt, measurements: null }));
    renderPage();
    await screen.findByRole('heading', { name: shirt.name });
    expect(screen.queryByRole('table', { name: '실측 사이즈 (cm)' })).toBeNull();
    expect(screen.queryByText('실측 사이즈 (cm)')).toBeNull();
    expect(screen.queryByRole('button', { name: '내 옷과 비교하기' })).toBeNull();
  });

  it('asks a visitor to sign in before comparing', async () => {
    stubApi(itemRoute());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '내 옷과 비교하기' }));
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    expect(
      within(dialog).getByText('로그인하면 가진 옷의 실측과 비교해 사이즈를 추천해드려요.'),
    ).toBeTruthy();
  });

  it('puts the recommended size in the option picker with 이 사이즈 선택', async () => {
    storeAccessToken();
    stubApi({
      ...itemRoute(),
      'GET /v1/users/me': () => ({ status: 200, body: signedInUser }),
      'GET /v1/users/me/garments': () => ({
        status: 200,
        body: { garments: [garment], candidates: [] },
      }),
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('auth-status').textContent).toBe('in'));
    await userEvent.click(await screen.findByRole('button', { name: '내 옷과 비교하기' }));
    const dialog = await screen.findByRole('dialog', { name: '내 옷과 비교' });
    expect(await within(dialog).findByText('추천 사이즈: M')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '이 사이즈 선택' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '내 옷과 비교' })).toBeNull());
    expect(screen.getByRole('group', { name: 'M' })).toBeTruthy();
    expect(screen.getByTestId('total-price').textContent).toBe('59,000원');
    expect(await screen.findByText('M 옵션을 선택했습니다.')).toBeTruthy();
  });
});
