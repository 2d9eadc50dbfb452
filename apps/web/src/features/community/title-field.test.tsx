import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TitleField } from './title-field';
import { applyPreset } from './title-presets';

function Harness({ initial = '' }: { initial?: string }) {
  const [title, setTitle] = useState(initial);
  return <TitleField value={title} onChange={setTitle} />;
}

describe('preset titles', () => {
  it('choosing a preset fills the title and makes it read-only', async () => {
    render(<Harness />);
    const title = screen.getByLabelText('제목') as HTMLInputElement;
    await userEvent.type(title, '직접 쓴 제목');
    expect(title.value).toBe('직접 쓴 제목');
    expect(title.readOnly).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('제목 선택'), '배송 문의');
    expect(title.value).toBe('배송 문의');
    expect(title.readOnly).toBe(true);
    await userEvent.type(title, '추가');
    expect(title.value).toBe('배송 문의');
  });

  it('going back to typing clears a preset and makes the box editable', async () => {
    render(<Harness />);
    const title = screen.getByLabelText('제목') as HTMLInputElement;
    await userEvent.selectOptions(screen.getByLabelText('제목 선택'), '사이즈 문의');
    await userEvent.selectOptions(screen.getByLabelText('제목 선택'), '직접 입력');
    expect(title.value).toBe('');
    expect(title.readOnly).toBe(false);
    await userEvent.type(title, '코트 재입고');
    expect(title.value).toBe('코트 재입고');
  });

  it('an edited post whose title is a preset opens with that preset chosen', () => {
    render(<Harness initial="교환/반품 문의" />);
    expect((screen.getByLabelText('제목 선택') as HTMLSelectElement).value).toBe('교환/반품 문의');
    expect((screen.getByLabelText('제목') as HTMLInputElement).readOnly).toBe(true);
  });

  it('applyPreset keeps a typed title when switching to typing', () => {
    expect(applyPreset('상품 문의', '아무거나')).toEqual({ title: '상품 문의', readOnly: true });
    expect(applyPreset('', '아무거나')).toEqual({ title: '아무거나', readOnly: false });
    expect(applyPreset('', '상품 문의')).toEqual({ title: '', readOnly: false });
    expect(applyPreset('목록에 없는 제목', 'x')).toEqual({ title: 'x', readOnly: false });
  });
});
