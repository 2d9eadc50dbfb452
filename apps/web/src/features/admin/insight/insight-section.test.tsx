import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubApi } from '../testing';
import type { ChartSpec } from './chart-spec';
import { InsightSection } from './insight-section';
import { dailyInsight, quietInsight, weeklyInsight } from './testing';

// The canvas is not drawn in jsdom: the chart shows the figures it was given instead.
vi.mock('./time-chart', () => ({
  TimeChart: ({ spec }: { spec: ChartSpec }) => (
    <output data-testid="chart">{JSON.stringify(spec.series.map((s) => s.values))}</output>
  ),
}));

const DAY = 'GET /v1/admin/insight?unit=day';
/** A panel by its heading (its table is a region of the same name inside it). */
const panel = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('section') as HTMLElement;
/** The texts of the cells of the panel's table, row by row. */
const cells = (scope: HTMLElement) =>
  within(within(scope).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
const location = () => screen.getByTestId('location').textContent;

/** What a CSV button hands to the browser: the file's name and bytes. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | undefined;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (b: Blob) => {
      blob = b;
      return 'blob:insight';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

async function fileText(blob: Blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return { bom: [...bytes.slice(0, 3)], text: new TextDecoder().decode(bytes.slice(3)) };
}

describe('InsightSection', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T03:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows the totals against the period before, and the dates the server chose', async () => {
    stubApi({ [DAY]: { body: dailyInsight() } });
    renderAdmin(<InsightSection />);

    expect(await screen.findByText('2026.11.27 ~ 2026.11.29')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '매출 분석' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: '기간 합계' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      '매출450,000원이전 기간 대비 ▲ 12.5%이전 기간 400,000원',
      '주문 수5건이전 기간 대비 ▲ 25.0%이전 기간 4건',
      '객단가90,000원이전 기간 대비 ▼ 10.0%이전 기간 100,000원',
      '환불45,000원비교할 이전 값 없음이전 기간 0원',
      '취소3건변동 없음이전 기간 3건',
    ]);
    expect((screen.getByLabelText('시작일') as HTMLInputElement).value).toBe('2026-11-27');
    expect((screen.getByLabelText('종료일') as HTMLInputElement).value).toBe('2026-11-29');
    expect(screen.queryByText('해당 기간에 결제된 주문이 없습니다.')).toBeNull();
  });

  it('switches the unit in the address and asks for that unit', async () => {
    const calls = stubApi({
      [DAY]: { body: dailyInsight() },
      'GET /v1/admin/insight?unit=week': { body: weeklyInsight() },
    });
    renderAdmin(<InsightSection />);
    const unit = await screen.findByRole('group', { name: '집계 단위' });
    expect(within(unit).getByRole('button', { name: '일별' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await userEvent.click(within(unit).getByRole('button', { name: '주별' }));
    expect(location()).toBe('/admin?unit=week');
    expect(await screen.findByText('2026.11.18 ~ 2026.11.29')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/v1/admin/insight?unit=week');
    expect(within(unit).getByRole('button', { name: '주별' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('asks for the dates given, and refuses a start after the end', async () => {
    const calls = stubApi({
      [DAY]: { body: dailyInsight() },
      'GET /v1/admin/insight?unit=day&from=2026-11-01&to=2026-11-29': { body: dailyInsight() },
    });
    renderAdmin(<InsightSection />);
    await screen.findByText('2026.11.27 ~ 2026.11.29');
    const from = screen.getByLabelText('시작일');

    fireEvent.change(from, { target: { value: '2026-12-01' } });
    await userEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(screen.getByRole('alert').textContent).toBe('시작일이 종료일보다 늦습니다.');
    expect(location()).toBe('/admin');

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await userEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(location()).toBe('/admin?from=2026-11-01&to=2026-11-29');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain(
        '/v1/admin/insight?unit=day&from=2026-11-01&to=2026-11-29',
      ),
    );
  });

  it('refuses more days than one answer may hold, and keeps dates that fit another unit', async () => {
    const path = '/admin?from=2026-06-01&to=2026-11-29';
    stubApi({
      'GET /v1/admin/insight?unit=day&from=2026-06-01&to=2026-11-29': { body: dailyInsight() },
      'GET /v1/admin/insight?unit=week&from=2026-06-01&to=2026-11-29': { body: weeklyInsight() },
    });
    renderAdmin(<InsightSection />, { path });
    await userEvent.click(await screen.findByRole('button', { name: '주별' }));
    expect(location()).toBe('/admin?unit=week&from=2026-06-01&to=2026-11-29');
    await screen.findByText('2026.11.18 ~ 2026.11.29');
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2024-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '주별로는 최대 53개 구간까지 볼 수 있습니다.',
    );
  });

  it('shows the chart’s figures as a table, each bucket linked to its paid orders', async () => {
    stubApi({ [DAY]: { body: dailyInsight() } });
    renderAdmin(<InsightSection />);
    await screen.findByRole('heading', { name: '매출 추이' });
    const revenue = panel('매출 추이');
    const chart = await within(revenue).findByTestId('chart');
    expect(JSON.parse(chart.textContent ?? '')).toEqual([
      [180_000, 0, 270_000],
      [90_000, 100_000, 210_000],
    ]);

    await userEvent.click(within(revenue).getByRole('button', { name: '주문 수' }));
    expect(JSON.parse(within(revenue).getByTestId('chart').textContent ?? '')).toEqual([
      [2, 0, 3],
      [1, 1, 2],
    ]);

    await userEvent.click(within(revenue).getByRole('button', { name: '표로 보기' }));
    expect(within(revenue).queryByTestId('chart')).toBeNull();
    expect(cells(revenue)).toEqual([
      ['2026.11.27', '180,000원', '2건', '90,000원', '90,000원', '1건', '90,000원'],
      ['2026.11.28', '0원', '0건', '0원', '100,000원', '1건', '100,000원'],
      ['2026.11.29', '270,000원', '3건', '90,000원', '210,000원', '2건', '105,000원'],
    ]);
    const link = within(revenue).getByRole('link', { name: '2026.11.28 주문 보기' });
    expect(link.getAttribute('href')).toBe('/admin/orders?paid_from=2026-11-28&paid_to=2026-11-28');

    await userEvent.click(within(revenue).getByRole('button', { name: '차트로 보기' }));
    expect(within(revenue).getByTestId('chart')).toBeTruthy();
  });

  it('links a week to its days inside the period', async () => {
    stubApi({ 'GET /v1/admin/insight?unit=week': { body: weeklyInsight() } });
    renderAdmin(<InsightSection />, { path: '/admin?unit=week' });
    await screen.findByText('2026.11.18 ~ 2026.11.29');
    const revenue = panel('매출 추이');
    await userEvent.click(within(revenue).getByRole('button', { name: '표로 보기' }));
    const links = within(revenue)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['2026.11.18 ~ 11.22', '/admin/orders?paid_from=2026-11-18&paid_to=2026-11-22'],
      ['2026.11.23 ~ 11.29', '/admin/orders?paid_from=2026-11-23&paid_to=2026-11-29'],
    ]);
  });

  it('downloads the revenue as a CSV with a BOM, Korean headers and Seoul dates', async () => {
    stubApi({ [DAY]: { body: dailyInsight() } });
    const files = catchDownloads();
    renderAdmin(<InsightSection />);
    await screen.findByText('2026.11.27 ~ 2026.11.29');
    await userEvent.click(within(panel('매출 추이')).getByRole('button', { name: 'CSV 내려받기' }));

    expect(files.map((f) => f.name)).toEqual(['insight-revenue-20261129.csv']);
    const { bom, text } = await fileText(files[0]!.blob);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')).toEqual([
      '기간 시작,기간 끝,매출,주문 수,객단가,이전 기간 시작,이전 기간 매출,이전 기간 주문 수,이전 기간 객단가',
      '2026-11-27,2026-11-27,180000,2,90000,2026-11-24,90000,1,90000',
      '2026-11-28,2026-11-28,0,0,0,2026-11-25,100000,1,100000',
      '2026-11-29,2026-11-29,270000,3,90000,2026-11-26,210000,2,105000',
      '',
    ]);
  });

  it('writes the refunds, the products and the carts to their own files', async () => {
    stubApi({ [DAY]: { body: dailyInsight() } });
    const files = catchDownloads();
    renderAdmin(<InsightSection />);
    await screen.findByText('2026.11.27 ~ 2026.11.29');
    for (const name of ['환불·취소', '많이 팔린 상품', '장바구니 이탈']) {
      await userEvent.click(within(panel(name)).getByRole('button', { name: 'CSV 내려받기' }));
    }
    expect(files.map((f) => f.name)).toEqual([
      'insight-refunds-20261129.csv',
      'insight-top-products-20261129.csv',
      'insight-abandoned-carts-20261129.csv',
    ]);
    const texts = await Promise.all(files.map(async (f) => (await fileText(f.blob)).text));
    expect(texts[0]?.split('\r\n').slice(0, 3)).toEqual([
      '기간 시작,기간 끝,환불,취소',
      '2026-11-27,2026-11-27,0,0',
      '2026-11-28,2026-11-28,45000,1',
    ]);
    // A comma inside a name is quoted, so the columns stay in place.
    expect(texts[1]?.split('\r\n').slice(0, 3)).toEqual([
      '순위,상품,판매 수량,매출',
      '1,램스울 크루넥 니트,4,360000',
      '2,"린넨 오버셔츠, 화이트",2,90000',
    ]);
    expect(texts[2]?.split('\r\n').slice(0, 2)).toEqual([
      '아이디,닉네임,상품 수,금액,가장 오래 담긴 때',
      'ondo2024,온도,2,174000,2026-11-28 00:30',
    ]);
  });

  it('shows each funnel step’s conversion from the step before, in the table too', async () => {
    stubApi({ [DAY]: { body: dailyInsight() } });
    renderAdmin(<InsightSection />);
    await screen.findByRole('heading', { name: '구매 전환' });
    const funnel = panel('구매 전환');
    const steps = within(funnel)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      '상품 조회200',
      '장바구니 담기50이전 단계 대비 25.0%',
      '주문서 작성20이전 단계 대비 40.0%',
      '결제 완료15이전 단계 대비 75.0%',
    ]);
    await userEvent.click(within(funnel).getByRole('button', { name: '표로 보기' }));
    expect(cells(funnel)).toEqual([
      ['상품 조회', '200', '—', '—'],
      ['장바구니 담기', '50', '25.0%', '25.0%'],
      ['주문서 작성', '20', '40.0%', '10.0%'],
      ['결제 완료', '15', '75.0%', '7.5%'],
    ]);
  });

  it('lists the products, the sell-through and the carts, each cart linked to its member', async () => {
    stubApi({ [DAY]: { body: dailyInsight() } });
    renderAdmin(<InsightSection />);
    await screen.findByRole('heading', { name: '장바구니 이탈' });
    const carts = panel('장바구니 이탈');
    expect(within(carts).getByText('회원 1명 · 상품 2개 · 174,000원')).toBeTruthy();
    expect(within(carts).getByRole('link', { name: 'ondo2024' }).getAttribute('href')).toBe(
      '/admin/members?q=ondo2024',
    );
    expect(within(carts).getByText('2026.11.28 00:30')).toBeTruthy();
    expect(within(panel('판매율')).getByText('25.0%')).toBeTruthy();
    expect(within(panel('많이 팔린 옵션')).getAllByRole('row')[1]?.textContent).toBe(
      '1램스울 크루넥 니트오트밀 / S3개270,000원',
    );
    expect(within(panel('많이 팔린 상품')).queryByRole('button', { name: '표로 보기' })).toBeNull();
  });

  it('says when the period had no paid order', async () => {
    stubApi({ [DAY]: { body: quietInsight() } });
    renderAdmin(<InsightSection />);
    expect(await screen.findByText('해당 기간에 결제된 주문이 없습니다.')).toBeTruthy();
    expect(screen.getAllByText('변동 없음')).toHaveLength(5);
    expect(within(panel('많이 팔린 상품')).getByText('해당 기간에 없습니다.')).toBeTruthy();
    expect(
      within(panel('장바구니 이탈')).getByText('24시간 넘게 남은 장바구니가 없습니다.'),
    ).toBeTruthy();
    const funnel = panel('구매 전환');
    await userEvent.click(within(funnel).getByRole('button', { name: '표로 보기' }));
    expect(cells(funnel)).toEqual([
      ['상품 조회', '0', '—', '—'],
      ['장바구니 담기', '0', '—', '—'],
      ['주문서 작성', '0', '—', '—'],
      ['결제 완료', '0', '—', '—'],
    ]);
  });

  it('shows the failure to load with a retry', async () => {
    stubApi({});
    renderAdmin(<InsightSection />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
