import type { MeasureTable } from '@shop/contract/measure-rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../shared/auth/auth-context';
import { fieldRefusal, type StubAnswer, stubApi } from '../../shared/testing/fetch';
import { TestApp } from '../../shared/testing/render';
import { storeAccessToken, testMember } from '../../shared/testing/session';
import { SizeChart } from './size-chart';

const table: MeasureTable = {
  template: 'top',
  rows: [
    { size: 'S', values: { length: 68, chest: 52 } },
    { size: 'M', values: { length: 70, chest: 55 } },
    { size: 'L', values: { length: 72, chest: 58 } },
  ],
};
const garment = (id: number, name: string, values: Record<string, number>) => ({
  id,
  name,
  template: 'top',
  values,
  item_id: null,
  size: null,
  created_at: '2026-11-20T01:00:00.000Z',
});
const tee = garment(1, '흰 티셔츠', { length: 68, chest: 52.5 });
const shirt = garment(2, '옥스퍼드 셔츠', { length: 71, chest: 55 });
const pants = { ...garment(3, '데님 팬츠', { waist: 40 }), template: 'bottom' };
const candidate = {
  order_line_id: 77,
  item_id: 12,
  item_name: '코튼 크루넥 니트',
  option_label: '아이보리 / M',
  size: 'M',
  template: 'top',
  image_url: null,
};
const summary = (fit: { SMALL: number; TRUE: number; LARGE: number }) => ({
  count: fit.SMALL + fit.TRUE + fit.LARGE,
  average: 4.5,
  distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  fit,
  photo_count: 0,
  sizes: [],
  photos: [],
});

function AuthStatus() {
  return <span data-testid="auth-status">{useAuth().status}</span>;
}

/** The chart of item 5 for a member whose garments and the reviews' fit are given. */
async function openComparison(
  answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>,
  onChooseOption = vi.fn(),
) {
  storeAccessToken();
  const calls = stubApi({
    'GET /v1/users/me': { body: testMember },
    'GET /v1/items/5/reviews/summary': { body: summary({ SMALL: 0, TRUE: 4, LARGE: 0 }) },
    ...answers,
  });
  render(
    <TestApp path="/product/5" auth>
      <AuthStatus />
      <SizeChart
        itemId={5}
        table={table}
        stocks={{ S: 2, M: 2, L: 0 }}
        onChooseOption={onChooseOption}
      />
    </TestApp>,
  );
  await waitFor(() => expect(screen.getByTestId('auth-status').textContent).toBe('in'));
  await userEvent.click(screen.getByRole('button', { name: '내 옷과 비교하기' }));
  const dialog = await screen.findByRole('dialog', { name: '내 옷과 비교' });
  return { calls, dialog };
}

const sizeLines = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .filter((li) => /^[SML]:/.test(li.textContent ?? ''))
    .map((li) => li.textContent);

afterEach(() => localStorage.clear());

describe('내 옷과 비교', () => {
  it('lists each size against the garment and recommends the closest', async () => {
    const onChoose = vi.fn();
    const { dialog } = await openComparison(
      {
        'GET /v1/users/me/garments': {
          body: { garments: [shirt, pants], candidates: [candidate] },
        },
      },
      onChoose,
    );
    expect(await within(dialog).findByText('추천 사이즈: M')).toBeTruthy();
    expect(
      within(dialog).getByText('가진 옷과 가장 비슷한 사이즈는 M입니다 (평균 차이 0.3cm).'),
    ).toBeTruthy();
    expect(sizeLines(dialog)).toEqual([
      'S: 총장 −3cm, 가슴단면 −3cm',
      'M: 총장 −1cm, 가슴단면 ±0cm추천',
      'L: 총장 +1cm, 가슴단면 +3cm',
    ]);
    // Only the product's kind is offered; the others are in 내 옷 관리.
    expect(within(dialog).getByRole('radio', { name: '옥스퍼드 셔츠' })).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: '데님 팬츠' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '이 사이즈 선택' }));
    expect(onChoose).toHaveBeenCalledWith('M');
  });

  it('moves the advice one size up when most reviews say it runs small', async () => {
    const { dialog } = await openComparison({
      'GET /v1/items/5/reviews/summary': { body: summary({ SMALL: 8, TRUE: 2, LARGE: 0 }) },
      'GET /v1/users/me/garments': { body: { garments: [tee], candidates: [] } },
    });
    // Closest is S (0.3cm); 80% say small and M is within 2cm: M.
    expect(await within(dialog).findByText('추천 사이즈: M')).toBeTruthy();
    expect(
      within(dialog).getByText('구매평의 80%가 작게 나왔다고 해서 M를 권합니다.'),
    ).toBeTruthy();
  });

  it('says so when the recommended size is sold out', async () => {
    const big = garment(4, '오버핏 셔츠', { length: 72, chest: 58 });
    const { dialog } = await openComparison({
      'GET /v1/users/me/garments': { body: { garments: [big], candidates: [] } },
    });
    // L is sold out: no button, a line instead.
    expect(await within(dialog).findByText('추천 사이즈: L')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '이 사이즈 선택' })).toBeNull();
    expect(within(dialog).getByText('L 사이즈는 지금 품절입니다.')).toBeTruthy();
  });

  it('remembers the garment last chosen for the kind on this device', async () => {
    localStorage.setItem('fit:last-garment:top', '1');
    const { dialog } = await openComparison({
      'GET /v1/users/me/garments': { body: { garments: [shirt, tee], candidates: [] } },
    });
    const teeChip = await within(dialog).findByRole<HTMLInputElement>('radio', {
      name: '흰 티셔츠',
    });
    expect(teeChip.checked).toBe(true);
    expect(within(dialog).getByText('추천 사이즈: S')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: '옥스퍼드 셔츠' }));
    expect(within(dialog).getByText('추천 사이즈: M')).toBeTruthy();
    expect(localStorage.getItem('fit:last-garment:top')).toBe('2');
  });

  it('saves a bought product in one tap, then compares with it', async () => {
    const saved = { ...garment(8, '코튼 크루넥 니트 M', { length: 70, chest: 55 }), size: 'M' };
    const { calls, dialog } = await openComparison({
      'GET /v1/users/me/garments': { body: { garments: [pants], candidates: [candidate] } },
      'POST /v1/users/me/garments/from-order': { status: 201, body: saved },
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: /코튼 크루넥 니트/ }));
    expect(await within(dialog).findByText('추천 사이즈: M')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/v1/users/me/garments/from-order',
      body: { order_line_id: 77 },
      auth: 'Bearer test-token',
    });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: saved.name }).checked).toBe(
      true,
    );
  });

  it('saves a garment typed in with the values given, and compares with it', async () => {
    const saved = garment(10, '린넨 셔츠', { length: 70, chest: 54.5 });
    const { calls, dialog } = await openComparison({
      'GET /v1/users/me/garments': { body: { garments: [], candidates: [] } },
      'POST /v1/users/me/garments': { status: 201, body: saved },
    });
    const form = await within(dialog).findByRole('form', { name: '직접 입력' });
    const chest = within(form).getByLabelText('가슴단면 (cm)');
    expect(chest.getAttribute('inputmode')).toBe('decimal');
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((input) => input.closest('div')?.querySelector('label')?.textContent),
    ).toEqual(['옷 이름', '총장 (cm)', '어깨너비 (cm)', '가슴단면 (cm)', '소매길이 (cm)']);

    await userEvent.click(within(form).getByRole('button', { name: '저장하고 비교하기' }));
    expect(within(form).getByText('옷 이름을 입력해주세요.')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('옷 이름'), '린넨 셔츠');
    await userEvent.click(within(form).getByRole('button', { name: '저장하고 비교하기' }));
    expect(within(form).getByText('실측 값을 하나 이상 입력해주세요.')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('총장 (cm)'), '70');
    await userEvent.type(chest, '54,5');
    await userEvent.click(within(form).getByRole('button', { name: '저장하고 비교하기' }));

    expect(await within(dialog).findByText('추천 사이즈: M')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/v1/users/me/garments',
        body: { name: '린넨 셔츠', template: 'top', values: { length: 70, chest: 54.5 } },
      }),
    ]);
  });

  it("puts the server's refusal under the field it names", async () => {
    const { calls, dialog } = await openComparison({
      'GET /v1/users/me/garments': { body: { garments: [], candidates: [] } },
      'POST /v1/users/me/garments': fieldRefusal(['values', 'chest'], '가슴단면을 확인해주세요.'),
    });
    const form = await within(dialog).findByRole('form', { name: '직접 입력' });
    await userEvent.type(within(form).getByLabelText('옷 이름'), '셔츠');
    await userEvent.type(within(form).getByLabelText('가슴단면 (cm)'), '55');
    await userEvent.click(within(form).getByRole('button', { name: '저장하고 비교하기' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const chest = within(form).getByLabelText('가슴단면 (cm)');
    await waitFor(() => expect(chest.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('가슴단면을 확인해주세요.')).toBeTruthy();
  });

  it('deletes a garment from 내 옷 관리 after asking', async () => {
    let garments = [shirt, tee];
    const { calls, dialog } = await openComparison({
      'GET /v1/users/me/garments': () => ({ body: { garments, candidates: [] } }),
      'DELETE /v1/users/me/garments/2': () => {
        garments = [tee];
        return { status: 204 };
      },
    });
    await userEvent.click(await within(dialog).findByText('내 옷 관리 (2)'));
    await userEvent.click(within(dialog).getByRole('button', { name: '옥스퍼드 셔츠 삭제' }));
    expect(within(dialog).getByText('삭제할까요?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '옥스퍼드 셔츠 삭제 확인' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v1/users/me/garments/2')).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: '옥스퍼드 셔츠' })).toBeNull(),
    );
  });
});
