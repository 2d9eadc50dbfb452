import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('is named by its message when it has no title, and answers with its two buttons', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        message="이 댓글을 삭제할까요?"
        confirmLabel="삭제하기"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '이 댓글을 삭제할까요?' });
    expect(dialog.querySelector('h2')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '삭제하기' }));
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows its title as a heading, the body, the error and a busy confirm button', () => {
    render(
      <ConfirmDialog
        variant="backOffice"
        title="쿠폰 발급을 중지할까요?"
        pending
        error="이미 중지된 쿠폰입니다."
        onConfirm={() => {}}
        onClose={() => {}}
      >
        <p>받은 쿠폰은 그대로 쓸 수 있습니다.</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('dialog', { name: '쿠폰 발급을 중지할까요?' })).toBeDefined();
    expect(screen.getByRole('heading', { name: '쿠폰 발급을 중지할까요?' })).toBeDefined();
    expect(screen.getByText('받은 쿠폰은 그대로 쓸 수 있습니다.')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('이미 중지된 쿠폰입니다.');
    expect(screen.getByRole('button', { name: '확인' }).getAttribute('aria-busy')).toBe('true');
  });

  it('renders nothing while closed', () => {
    render(<ConfirmDialog open={false} title="삭제" onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
