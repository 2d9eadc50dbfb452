import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../shared/testing/member-pages';
import { testVirtualAccount } from '../../shared/testing/orders';
import { VirtualAccountPanel } from './virtual-account-panel';

afterEach(() => vi.unstubAllGlobals());

describe('VirtualAccountPanel', () => {
  it('shows where, how much and by when (Seoul time) to deposit, and copies the number', async () => {
    const user = userEvent.setup();
    renderPage(<VirtualAccountPanel account={testVirtualAccount()} />);
    const panel = screen.getByRole('region', { name: '입금 계좌' });
    const row = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    expect(row('은행')).toBe('KB국민은행');
    expect(within(panel).getByTestId('account-number').textContent).toBe('94420012345678');
    expect(row('예금주')).toBe('온도스튜디오');
    expect(row('입금할 금액')).toBe('42,000원');
    expect(row('입금 기한')).toBe('11월 28일 23:59까지');
    expect(within(panel).getByText('입금 대기')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: '계좌번호 복사' }));
    expect(await navigator.clipboard.readText()).toBe('94420012345678');
    expect((await screen.findByRole('status')).textContent).toBe('계좌번호를 복사했습니다.');
  });

  it('says in one line when the deposit arrived, and when the account ran out unpaid', () => {
    const deposited = testVirtualAccount({
      state: 'DEPOSITED',
      deposited_at: '2026-11-27T05:02:00.000Z',
    });
    const { unmount } = renderPage(<VirtualAccountPanel account={deposited} />);
    expect(screen.queryByRole('region', { name: '입금 계좌' })).toBeNull();
    expect(screen.getByTestId('virtual-account').textContent).toBe(
      '가상계좌KB국민은행 94420012345678입금 완료11월 27일 14:02 입금 확인',
    );
    unmount();

    renderPage(<VirtualAccountPanel account={testVirtualAccount({ state: 'EXPIRED' })} />);
    expect(screen.getByTestId('virtual-account').textContent).toContain(
      '입금 기한 만료기한 11월 28일 23:59',
    );
    expect(screen.queryByRole('button', { name: '계좌번호 복사' })).toBeNull();
  });
});
