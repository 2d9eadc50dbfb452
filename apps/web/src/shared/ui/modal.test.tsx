import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('fits its content unless asked to fill the room', () => {
    const { rerender } = render(
      <Modal open onClose={() => {}} title="확인">
        <p>내용</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: '확인' }).dataset.size).toBe('fit');
    rerender(
      <Modal open onClose={() => {}} title="확인" size="fill">
        <p>내용</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: '확인' }).dataset.size).toBe('fill');
  });

  it('starts at its first field, a list to choose from included', () => {
    render(
      <Modal open onClose={() => {}} title="환불 계좌">
        <select aria-label="은행">
          <option>KB국민은행</option>
        </select>
        <input aria-label="계좌번호" />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('은행'));
  });
});
