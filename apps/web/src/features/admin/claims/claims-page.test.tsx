import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { testClaim, testExchange } from './claim-testing';
import { AdminClaimsPage } from './claims-page';

const page = (claims: unknown[], more: { total?: number; page?: number } = {}) => ({
  claims,
  total: claims.length,
  page: 1,
  page_size: 20,
  ...more,
});

describe('AdminClaimsPage', () => {
  it('shows each claim with its order, kind, reason, items, requester, status and fee', async () => {
    stubApi({
      'GET /v1/admin/claims?page=1': {
        body: page([testClaim(), testExchange({ status: 'COLLECTED', requester: '바람' })]),
      },
    });
    renderAdmin(<AdminClaimsPage />, { path: '/admin/claims' });

    const claim = await screen.findByRole('link', { name: '린넨 셔츠 외 1건' });
    expect(claim.getAttribute('href')).toBe('/admin/claims/5');
    expect(screen.getByText('교환·반품 2건')).toBeTruthy();
    const [, returnRow, exchangeRow] = screen.getAllByRole('row');
    for (const text of ['2026.11.25 10:00', '반품', '단순 변심', '온도 (ondo2024)', '신청 완료']) {
      expect(returnRow?.textContent).toContain(text);
    }
    expect(returnRow?.textContent).toContain('3,000원');
    expect(
      within(returnRow!).getByRole('link', { name: 'M20261121-0007' }).getAttribute('href'),
    ).toBe('/admin/orders/7');
    for (const text of ['교환', '사이즈·색상 변경', '바람', '회수 완료', '6,000원']) {
      expect(exchangeRow?.textContent).toContain(text);
    }
    expect(within(exchangeRow!).getByRole('link', { name: '린넨 셔츠' }).getAttribute('href')).toBe(
      '/admin/claims/6',
    );
  });

  it('keeps the status and kind filters in the address and asks the API for them', async () => {
    const calls = stubApi({
      'GET /v1/admin/claims?page=1': { body: page([testClaim()]) },
      'GET /v1/admin/claims?status=COLLECTED&kind=EXCHANGE&page=1': {
        body: page([testExchange({ status: 'COLLECTED' })]),
      },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminClaimsPage />, { path: '/admin/claims' });
    await screen.findByRole('link', { name: '린넨 셔츠 외 1건' });

    await user.selectOptions(screen.getByLabelText('상태'), '회수 완료');
    await user.selectOptions(screen.getByLabelText('구분'), '교환');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/admin/claims?status=COLLECTED&kind=EXCHANGE',
      ),
    );
    expect(await screen.findByRole('link', { name: '린넨 셔츠' })).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/v1/admin/claims?status=COLLECTED&kind=EXCHANGE&page=1');
  });

  it('pages through the list with the filters kept', async () => {
    const calls = stubApi({
      'GET /v1/admin/claims?kind=RETURN&page=1': { body: page([testClaim()], { total: 45 }) },
      'GET /v1/admin/claims?kind=RETURN&page=3': {
        body: page([testClaim({ claim_id: 1 })], { total: 45, page: 3 }),
      },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminClaimsPage />, { path: '/admin/claims?kind=RETURN' });
    await user.click(await screen.findByRole('button', { name: '3페이지' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/claims?kind=RETURN&page=3'),
    );
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/v1/admin/claims?kind=RETURN&page=3'));
  });

  it('says so when no claim matches', async () => {
    stubApi({ 'GET /v1/admin/claims?status=REJECTED&page=1': { body: page([]) } });
    renderAdmin(<AdminClaimsPage />, { path: '/admin/claims?status=REJECTED' });
    expect(await screen.findByText('조건에 맞는 교환·반품 신청이 없습니다.')).toBeTruthy();
  });
});
