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
});
