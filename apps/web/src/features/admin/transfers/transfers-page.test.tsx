import { IMPORT_MAX_BYTES } from '@shop/contract/admin-transfers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { textsOf } from '../../../shared/testing/render';
import { renderAdmin, stubApi } from '../testing';
import { inTurn, testDetail, testExport, testRow, testTransfer } from './transfer-testing';
import { AdminTransfersPage } from './transfers-page';

const noHistory = { 'GET /v1/admin/transfers': { body: { transfers: [] } } };

/** The sheet with one bad line, which the server lists last here: the screen puts it first. */
const withError = testDetail({ counts: { create: 2, update: 1, unchanged: 0, error: 1 } }, [
  testRow(),
  testRow({ line: 4, key: 'ONDO-002', label: '램스울 니트' }),
  testRow({
    line: 6,
    key: 'ONDO-003',
    label: '울 코트',
    action: 'update',
    changes: ['판매가 39,000원 → 42,000원'],
  }),
  testRow({
    line: 8,
    key: 'ONDO-004',
    label: '코튼 양말',
    action: 'error',
    errors: ["판매가 '삼만원'은 숫자가 아닙니다."],
  }),
]);

const reportRows = () => textsOf(screen.getByRole('table', { name: '행별 결과' }), 'row').slice(1);

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = [];
  let made = 0;
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:file-${++made}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  // jsdom does not navigate: the link a download clicks is read instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

// A run is followed by reading it again each second, as on the screen.
describe('AdminTransfersPage', { timeout: 20_000 }, () => {
  it('sends the file for a dry run and shows its rows, errors first, filtered by result', async () => {
    const calls = stubApi({
      ...noHistory,
      'POST /v1/admin/transfers/imports': { status: 201, body: withError },
      'GET /v1/admin/transfers/7': { body: withError },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminTransfersPage />, { path: '/admin/transfers' });
    expect(screen.getByRole('heading', { level: 1, name: '가져오기·내보내기' })).toBeTruthy();

    const file = new File(['code,name\r\n'], '상품.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('파일 올리기'), file);
    expect(screen.getByText('상품.csv · 11 B')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '미리 확인' }));

    expect(await screen.findByRole('heading', { name: '상품 일괄 등록 · 상품.csv' })).toBeTruthy();
    const upload = calls.find((c) => c.method === 'POST');
    expect(upload?.path).toBe('/v1/admin/transfers/imports');
    expect(upload?.form?.get('kind')).toBe('catalog_import');
    expect((upload?.form?.get('file') as File | undefined)?.name).toBe('상품.csv');
    expect(screen.getByTestId('location').textContent).toBe('/admin/transfers?import=7');

    expect(textsOf(screen.getByRole('group', { name: '결과로 거르기' }), 'button')).toEqual([
      '전체 4',
      '새로 등록 2',
      '변경 1',
      '변경 없음 0',
      '오류 1',
    ]);
    expect(reportRows()).toEqual([
      "8ONDO-004코튼 양말오류판매가 '삼만원'은 숫자가 아닙니다.",
      '2ONDO-001린넨 오버셔츠새로 등록—',
      '4ONDO-002램스울 니트새로 등록—',
      '6ONDO-003울 코트변경판매가 39,000원 → 42,000원',
    ]);

    const update = screen.getByRole('button', { name: '변경 1' });
    await user.click(update);
    expect(update.getAttribute('aria-pressed')).toBe('true');
    expect(reportRows()).toEqual(['6ONDO-003울 코트변경판매가 39,000원 → 42,000원']);
    await user.click(screen.getByRole('button', { name: '변경 없음 0' }));
    expect(reportRows()).toEqual(['이 결과의 행이 없습니다.']);
    await user.click(screen.getByRole('button', { name: '전체 4' }));
    expect(reportRows()).toHaveLength(4);
  });

  it('asks before skipping rows with errors, then follows the run to its end', async () => {
    const calls = stubApi({
      ...noHistory,
      'GET /v1/admin/transfers/7': inTurn(
        { body: withError },
        { body: { ...withError, status: 'running', total: 3, processed: 1 } },
        {
          body: testDetail({
            status: 'done',
            processed: 3,
            counts: { create: 2, update: 1, unchanged: 0, error: 1 },
          }),
        },
      ),
      'POST /v1/admin/transfers/7/start': {
        status: 202,
        body: testTransfer({ status: 'queued', counts: withError.counts }),
      },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminTransfersPage />, { path: '/admin/transfers?import=7' });

    await user.click(await screen.findByRole('button', { name: '가져오기 실행' }));
    const dialog = await screen.findByRole('dialog', { name: '가져오기 실행' });
    expect(dialog.textContent).toContain('오류가 있는 1개 행은 건너뜁니다.');
    expect(calls.some((c) => c.path.endsWith('/start'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '가져오기 실행' }));

    const bar = await screen.findByRole('progressbar', { name: '상품 일괄 등록 진행률' });
    expect(calls.filter((c) => c.path.endsWith('/start'))).toHaveLength(1);
    await waitFor(() => expect(bar.getAttribute('value')).toBe('1'));
    expect(bar.getAttribute('max')).toBe('3');
    expect(screen.getByText('1 / 3 (33%)')).toBeTruthy();

    expect(await screen.findByText('가져오기를 마쳤습니다.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: '상품 일괄 등록 진행률' })).toBeNull();
    expect(reportRows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '다른 파일 가져오기' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/transfers');
    expect(screen.getByRole('button', { name: '미리 확인' })).toBeTruthy();
  });

  it('runs a clean sheet at once, and keeps 가져오기 실행 off when nothing would change', async () => {
    const calls = stubApi({
      ...noHistory,
      'GET /v1/admin/transfers/7': { body: testDetail() },
      'POST /v1/admin/transfers/7/start': { status: 202, body: testTransfer({ status: 'queued' }) },
      'GET /v1/admin/transfers/8': {
        body: testDetail({ id: 8, counts: { create: 0, update: 0, unchanged: 3, error: 0 } }, [
          testRow({ action: 'unchanged' }),
        ]),
      },
      'POST /v1/admin/transfers/8/discard': { body: testTransfer({ id: 8, status: 'discarded' }) },
    });
    const user = userEvent.setup();
    const { unmount } = renderAdmin(<AdminTransfersPage />, {
      path: '/admin/transfers?import=7',
    });
    await user.click(await screen.findByRole('button', { name: '가져오기 실행' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/7/start'))).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    renderAdmin(<AdminTransfersPage />, { path: '/admin/transfers?import=8' });
    const run = await screen.findByRole('button', { name: '가져오기 실행' });
    expect((run as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('새로 등록하거나 변경할 행이 없습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(await screen.findByText('가져오기를 취소했습니다.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/v1/admin/transfers/8/discard')).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/admin/transfers');
  });

  it('refuses a file over 10 MB or of another type before sending it, and shows the server refusal', async () => {
    const calls = stubApi({
      ...noHistory,
      'POST /v1/admin/transfers/imports': {
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'file'],
              msg: '필수 열이 없습니다: 상품코드',
              type: 'value_error',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminTransfersPage />, { path: '/admin/transfers' });

    await user.click(screen.getByRole('button', { name: '미리 확인' }));
    expect(screen.getByRole('alert').textContent).toBe('올릴 파일을 골라주세요.');

    const big = new File(['x'], '큰파일.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES * 1.25 });
    const input = screen.getByLabelText('파일 올리기');
    await user.upload(input, big);
    expect(screen.getByRole('alert').textContent).toBe(
      '파일이 12.5 MB입니다. 10MB 이하로 나눠 올려주세요.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: '미리 확인' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.upload(input, new File(['x'], '상품.txt', { type: 'text/csv' }));
    expect(screen.getByRole('alert').textContent).toBe('CSV 또는 XLSX 파일만 올릴 수 있습니다.');

    await user.upload(input, new File(['상품명\r\n'], '상품.csv', { type: 'text/csv' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: '미리 확인' }));
    expect((await screen.findByRole('alert')).textContent).toBe('필수 열이 없습니다: 상품코드');
  });

  it('saves the product sheet template from the browser: the headers and one example line', async () => {
    stubApi(noHistory);
    const user = userEvent.setup();
    renderAdmin(<AdminTransfersPage />, { path: '/admin/transfers' });
    await user.click(screen.getByRole('button', { name: '양식 내려받기' }));

    expect(saved.map((s) => s.name)).toEqual(['상품-일괄-등록-양식.csv']);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await saved[0]!.blob.text()).split('\r\n')).toEqual([
      '상품코드,상품명,판매가,카테고리,진열,태그,이미지 URL,설명,색상,색상코드,사이즈,재고',
      'ONDO-SH-001,린넨 오버셔츠,45000,상의 > 셔츠,Y,"린넨,봄",,가볍게 걸치는 린넨 셔츠입니다.,베이지,#d8cbb3,M,10',
      '',
    ]);

    await user.selectOptions(screen.getByLabelText('종류'), 'Cafe24 회원 가져오기');
    expect(screen.queryByRole('button', { name: '양식 내려받기' })).toBeNull();
  });

  it('starts an export, shows its progress and then its file to download', async () => {
    const calls = stubApi({
      ...noHistory,
      'POST /v1/admin/transfers/exports': {
        status: 202,
        body: testExport({ status: 'queued', total: 0, processed: 0, file_name: null }),
      },
      'GET /v1/admin/transfers/9': inTurn(
        { body: { ...testExport({ status: 'running', processed: 60 }), rows: [] } },
        { body: { ...testExport(), rows: [] } },
      ),
      'GET /v1/admin/transfers/9/file': { body: { orders: 'file' } },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminTransfersPage />, { path: '/admin/transfers' });

    await user.selectOptions(screen.getByLabelText('주문 내보내기 파일 형식'), 'Excel (XLSX)');
    await user.click(screen.getByRole('button', { name: '주문 내보내기' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'orders_export',
      format: 'xlsx',
    });
    expect(await screen.findByText('60 / 120 (50%)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '주문 내보내기 진행률' })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: '주문 내보내기 내려받기' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['orders-20261125.csv']));
    expect(calls.some((c) => c.path === '/v1/admin/transfers/9/file')).toBe(true);
  });

  it('lists the latest runs; an import opens its report and a finished export downloads', async () => {
    stubApi({
      'GET /v1/admin/transfers': {
        body: {
          transfers: [
            testExport({ id: 10, status: 'running', processed: 30, total: 120, file_name: null }),
            testExport(),
            testTransfer({ status: 'done', processed: 3 }),
          ],
        },
      },
      'GET /v1/admin/transfers/7': { body: testDetail({ status: 'done', processed: 3 }) },
    });
    const user = userEvent.setup();
    renderAdmin(<AdminTransfersPage />, { path: '/admin/transfers' });

    const history = await screen.findByRole('table', { name: '최근 작업' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(4));
    expect(textsOf(history, 'columnheader')).toEqual([
      '종류',
      '상태',
      '파일',
      '진행률',
      '요청자',
      '시각',
      '관리',
    ]);
    const [, running, exported, imported] = within(history).getAllByRole('row');
    expect(running?.textContent).toContain('진행 중');
    expect(
      within(running!).getByRole('progressbar', { name: '주문 내보내기 진행률' }),
    ).toBeTruthy();
    expect(running?.textContent).toContain('30 / 120 (25%)');
    expect(exported?.textContent).toContain('orders-20261125.csv');
    expect(exported?.textContent).toContain('완료');
    expect(
      within(exported!).getByRole('button', { name: '주문 내보내기 2026.11.25 10:00 내려받기' }),
    ).toBeTruthy();
    expect(imported?.textContent).toContain('상품.csv');

    await user.click(
      within(imported!).getByRole('link', { name: '상품 일괄 등록 2026.11.25 10:00 결과 보기' }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/admin/transfers?import=7');
    expect(await screen.findByText('가져오기를 마쳤습니다.')).toBeTruthy();
  });
});
