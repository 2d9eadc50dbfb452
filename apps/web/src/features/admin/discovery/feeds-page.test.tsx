import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import { AdminFeedsPage } from './feeds-page';

const urls = {
  naver_ep: 'https://shop.example/feeds/naver-ep.tsv',
  naver_summary: 'https://shop.example/feeds/naver-ep-summary.tsv',
  google: 'https://shop.example/feeds/google.xml',
  sitemap: 'https://shop.example/sitemap.xml',
};
const build = (id: number, trigger: string) => ({
  build_id: id,
  built_at: '2026-11-26T15:30:00.000Z',
  trigger,
  products: 18,
  naver_rows: 15,
  google_items: 84,
  summary_rows: 2,
});
const overview = {
  urls,
  latest: {
    ...build(3, 'catalog'),
    left_out: [
      { item_id: 7, item_name: '울 머플러', reason: 'sold_out' },
      { item_id: 9, item_name: '샘플 코트', reason: 'hidden' },
    ],
  },
  history: [build(2, 'daily'), build(1, 'first')],
};

describe('AdminFeedsPage', () => {
  it('shows the addresses to register, the latest build with what it left out and why, and the ones before', async () => {
    stubApi({ 'GET /v1/admin/feeds': { body: overview } });
    renderAdmin(<AdminFeedsPage />, { path: '/admin/feeds' });

    const ep = await screen.findByLabelText('네이버 쇼핑 상품 DB URL (EP 3.0 전체)');
    expect((ep as HTMLInputElement).value).toBe(urls.naver_ep);
    expect((screen.getByLabelText(/Google 판매자 센터/) as HTMLInputElement).value).toBe(
      urls.google,
    );
    expect(screen.getByText('15 / 18')).toBeDefined();
    const leftOut = screen.getByRole('table', { name: '제외된 상품' });
    expect(within(leftOut).getByRole('link', { name: '울 머플러' }).getAttribute('href')).toBe(
      '/admin/products/7',
    );
    expect(within(leftOut).getByText('전 옵션 품절')).toBeDefined();
    expect(within(leftOut).getByText('판매 중지(숨김) 상품')).toBeDefined();
    const history = screen.getByRole('table', { name: '최근 생성 기록' });
    expect(within(history).getByText('매일 정기 생성')).toBeDefined();
    expect(within(history).getByText('첫 요청')).toBeDefined();
  });

  it('builds the feeds again on request and shows the new build', async () => {
    const calls = stubApi({
      'GET /v1/admin/feeds': { body: { urls, latest: null, history: [] } },
      'POST /v1/admin/feeds/build': {
        body: { urls, latest: { ...build(4, 'admin'), left_out: [] }, history: [] },
      },
    });
    renderAdmin(<AdminFeedsPage />, { path: '/admin/feeds' });

    expect(await screen.findByText('아직 생성되지 않았습니다.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: '지금 다시 생성' }));
    expect(await screen.findByText('관리자 요청')).toBeDefined();
    expect(screen.getByText('제외된 상품이 없습니다.')).toBeDefined();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/v1/admin/feeds/build',
    ]);
  });
});
