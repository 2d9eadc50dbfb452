import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../shared/testing/match-media';
import { member, renderPage, sessionPerTest, stubApi } from '../../shared/testing/member-pages';
import { testPointSummary } from '../../shared/testing/points';
import { expectBodyRows } from '../../shared/testing/render';
import { PointsPage } from './points-page';

const FIRST_PAGE = 'GET /v1/users/me/points?page=1&limit=20';

/** A signed-in member whose points the server answers with `answers`, on a phone or a desktop. */
function open(
  answers: Parameters<typeof stubApi>[0],
  { mobile = false, path = '/mypage/points' } = {},
) {
  stubMatchMedia({ mobile });
  const calls = stubApi({ 'GET /v1/users/me': { body: member }, ...answers });
  renderPage(<PointsPage />, { path, auth: true });
  return calls;
}

describe('PointsPage for a member', () => {
  sessionPerTest(true);

  it('shows the balances, what becomes usable when, the expiry, the rule and the history table', async () => {
    const calls = open({ [FIRST_PAGE]: { body: testPointSummary() } });

    expect((await screen.findByTestId('points-usable')).textContent).toBe('15,000원');
    expect(screen.getByTestId('points-balance').textContent).toBe('15,390원');
    const pending = screen.getByRole('list', { name: '적립 예정' });
    expect(within(pending).getByRole('listitem').textContent).toBe(
      '390원 적립 예정2026.12.21부터 사용 가능',
    );
    expect(screen.getByTestId('points-expiry').textContent).toBe(
      '2029.12.01에 소멸 예정 (마지막 적립일로부터 3년)',
    );
    expect(
      screen.getByText(
        '사용 가능 적립금이 10,000원 이상이면 주문서에서 1원 단위로 사용할 수 있습니다.',
      ),
    ).toBeTruthy();

    const table = screen.getByRole('table', { name: '적립금 내역' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['날짜', '구분', '내용', '금액']);
    const rows = expectBodyRows([
      ['2026.12.01', '구매확정 적립', '주문번호 20261121-ABCDEF1234', '+390원'],
      ['2026.11.20', '주문 사용', '주문번호 20261120-SPEND00005', '-5,000원'],
      ['2026.11.01', '관리자 지급', '리뷰 이벤트 당첨', '+20,000원'],
    ]);
    // A gain in the accent colour, a use in the muted one.
    expect(within(rows[0]!).getByText('+390원').dataset.sign).toBe('plus');
    expect(within(rows[1]!).getByText('-5,000원').dataset.sign).toBe('minus');
    expect(screen.queryByRole('navigation', { name: '페이지' })).toBeNull();
    expect(calls.find((c) => c.path.startsWith('/v1/users/me/points'))?.auth).toBe(
      'Bearer test-token',
    );
  });

  it('reads as one column of short blocks on a phone', async () => {
    open({ [FIRST_PAGE]: { body: testPointSummary() } }, { mobile: true });
    const history = await screen.findByRole('region', { name: '적립금 내역' });
    expect(within(history).queryByRole('table')).toBeNull();
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual([
      '구매확정 적립+390원2026.12.01주문번호 20261121-ABCDEF1234',
      '주문 사용-5,000원2026.11.20주문번호 20261120-SPEND00005',
      '관리자 지급+20,000원2026.11.01리뷰 이벤트 당첨',
    ]);
  });

  it('says there is no history yet, and how much more makes the points usable', async () => {
    open({
      [FIRST_PAGE]: {
        body: testPointSummary({
          balance: 3_000,
          usable: 3_000,
          spendable: false,
          pending: [],
          expires_at: '2029-11-01T01:00:00.000Z',
          entries: [],
          total: 0,
        }),
      },
    });
    expect(await screen.findByText('아직 적립금 내역이 없습니다.')).toBeTruthy();
    expect(screen.getByTestId('points-usable').textContent).toBe('3,000원');
    expect(screen.getByText('7,000원 더 모이면 사용할 수 있습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list', { name: '적립 예정' })).toBeNull();
  });

  it('shows a new member no expiry and no history', async () => {
    open({
      [FIRST_PAGE]: {
        body: testPointSummary({
          balance: 0,
          usable: 0,
          spendable: false,
          pending: [],
          expires_at: null,
          entries: [],
          total: 0,
        }),
      },
    });
    expect(await screen.findByText('아직 적립금 내역이 없습니다.')).toBeTruthy();
    expect(screen.getByText('구매확정하면 상품 결제 금액의 1%가 적립됩니다.')).toBeTruthy();
    expect(screen.getByTestId('points-usable').textContent).toBe('0원');
    expect(screen.queryByTestId('points-expiry')).toBeNull();
    expect(screen.queryByText(/더 모이면/)).toBeNull();
  });

  it('asks the server for the page in the address and links the other pages', async () => {
    const calls = open(
      {
        'GET /v1/users/me/points?page=2&limit=20': {
          body: testPointSummary({ total: 45, page: 2 }),
        },
      },
      { path: '/mypage/points?page=2' },
    );
    const pages = await screen.findByRole('navigation', { name: '페이지' });
    expect(within(pages).getByRole('link', { name: '2페이지' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pages).getByRole('link', { name: '1페이지' }).getAttribute('href')).toBe(
      '/mypage/points',
    );
    expect(within(pages).getByRole('link', { name: '3페이지' }).getAttribute('href')).toBe(
      '/mypage/points?page=3',
    );
    expect(calls.filter((c) => c.path.startsWith('/v1/users/me/points'))).toHaveLength(1);
  });

  it('offers a retry when the points could not be loaded', async () => {
    open({ [FIRST_PAGE]: { status: 500, body: { detail: '오류' } } });
    expect(await screen.findByText('적립금을 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

describe('PointsPage for a visitor', () => {
  sessionPerTest(false);

  it('asks to sign in and asks the server for nothing', async () => {
    stubMatchMedia();
    const calls = stubApi({});
    renderPage(<PointsPage />, { path: '/mypage/points', auth: true });
    expect(screen.getByRole('heading', { name: '적립금', level: 1 })).toBeTruthy();
    expect(await screen.findByText('회원 정보가 없습니다. 로그인해주세요.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/v1/users/me/points'))).toBe(false);
  });
});
