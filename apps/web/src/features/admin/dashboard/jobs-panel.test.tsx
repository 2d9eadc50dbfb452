import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectBodyRows } from '../../../shared/testing/render';
import { renderAdmin, stubApi } from '../testing';
import { JobsPanel } from './jobs-panel';

const expiry = {
  name: 'expire-checkouts',
  label: '미결제 주문 자동 취소',
  schedule: '*/5 * * * *',
  schedule_label: '5분마다',
  last_run_at: '2026-11-21T05:30:00.000Z',
  last_state: 'failed',
  last_error: '주문 1건을 만료하지 못했습니다.',
  last_summary: null,
};
const pruning = {
  name: 'prune-sign-ins',
  label: '만료된 로그인 정보 정리',
  schedule: '0 * * * *',
  schedule_label: '매시 정각',
  last_run_at: '2026-11-21T05:00:00.000Z',
  last_state: 'completed',
  last_error: null,
  last_summary: null,
};
const reconcile = {
  name: 'reconcile-payments',
  label: '결제 대사',
  schedule: '* * * * *',
  schedule_label: '1분마다',
  last_run_at: '2026-11-21T05:31:00.000Z',
  last_state: 'completed',
  last_error: null,
  last_summary: '조회 2 · 주문 완료 1 · 보류 해제 1 · 환불 0 · 변화 없음 0 · 실패 0',
};
const fresh = { ...pruning, last_run_at: null, last_state: null };

describe('JobsPanel', () => {
  it('shows each job with its schedule, last run, result and error, in Korean', async () => {
    stubApi({ 'GET /v1/admin/jobs': { body: { jobs: [expiry, pruning] } } });
    renderAdmin(<JobsPanel />);

    expect(await screen.findByText('미결제 주문 자동 취소')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '예약 작업' })).toBeTruthy();
    expectBodyRows([
      ['5분마다', '2026.11.21 14:30', '실패', '주문 1건을 만료하지 못했습니다.'],
      ['매시 정각', '2026.11.21 14:00', '성공'],
    ]);
  });

  it('shows what the latest run did', async () => {
    stubApi({ 'GET /v1/admin/jobs': { body: { jobs: [reconcile] } } });
    renderAdmin(<JobsPanel />);
    expect(await screen.findByText('결제 대사')).toBeTruthy();
    expect(screen.getByText(reconcile.last_summary)).toBeTruthy();
  });

  it('says when a job has not run yet', async () => {
    stubApi({ 'GET /v1/admin/jobs': { body: { jobs: [fresh] } } });
    renderAdmin(<JobsPanel />);
    expect(await screen.findByText('아직 실행되지 않음')).toBeTruthy();
  });

  it('shows the failure to load with a retry', async () => {
    stubApi({});
    renderAdmin(<JobsPanel />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
