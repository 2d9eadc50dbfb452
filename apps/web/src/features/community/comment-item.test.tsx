import type { Comment } from '@shop/contract/comments';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentItem } from './comment-item';

const comment = (over: Partial<Comment> = {}): Comment => ({
  comment_id: 7,
  writer: '온도',
  payload: '사이즈 교환 가능할까요?',
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  is_answer: false,
  is_mine: false,
  ...over,
});

const renderItem = (c: Comment, onSave = vi.fn(async () => {}), onRemove = vi.fn()) => {
  render(
    <ul>
      <CommentItem comment={c} onSave={onSave} onRemove={onRemove} saving={false} />
    </ul>,
  );
  return { onSave, onRemove };
};

describe('CommentItem', () => {
  it('marks the shop answer and offers no menu to others', () => {
    renderItem(comment({ is_answer: true, writer: 'ONDO STUDIO' }));
    expect(screen.getByText('온도 스튜디오 답변')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /댓글 메뉴/ })).toBeNull();
  });

  it('tells its writer what others read hidden, and nobody else', () => {
    renderItem(comment({ is_mine: true, privacy_masked: ['전화번호', '이메일'] }));
    expect(screen.getByText(/다른 분께는 가려서 보여 드립니다\(전화번호·이메일\)/)).toBeTruthy();
  });

  it('lets its writer edit in place and refuses a blank edit', async () => {
    const { onSave } = renderItem(comment({ is_mine: true }));
    await userEvent.click(screen.getByRole('button', { name: '온도님의 댓글 메뉴' }));
    await userEvent.click(screen.getByRole('button', { name: '수정' }));
    const box = screen.getByLabelText('댓글 수정') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(box);
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByText('댓글을 입력해주세요.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(box, '교환 요청합니다.');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onSave).toHaveBeenCalledWith('교환 요청합니다.');
    expect(screen.queryByLabelText('댓글 수정')).toBeNull();
  });

  it('asks to delete through the menu', async () => {
    const { onRemove } = renderItem(comment({ is_mine: true }));
    await userEvent.click(screen.getByRole('button', { name: '온도님의 댓글 메뉴' }));
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
