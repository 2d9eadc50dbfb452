import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import { RichTextEditor } from './rich-text-editor';

function Controlled({ initial, onHtml }: { initial: string; onHtml?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        value={value}
        label="내용"
        onChange={(html) => {
          setValue(html);
          onHtml?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>바뀐 내용</p>')}>
        바꾸기
      </button>
      <output data-testid="html">{value}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the given HTML in a named, multi-line text box with a Korean toolbar', async () => {
    render(<Controlled initial="<p>안녕하세요 <strong>사이즈</strong> 문의</p>" />);
    const box = await screen.findByRole('textbox', { name: '내용' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.querySelector('strong')?.textContent).toBe('사이즈');
    const toolbar = screen.getByRole('toolbar', { name: '서식 도구' });
    for (const name of ['굵게', '기울임', '밑줄', '취소선', '글머리 기호 목록', '번호 목록']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    // One tab stop for the whole toolbar.
    expect(toolbar.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
  });

  it('follows a value set from outside', async () => {
    render(<Controlled initial="<p>처음</p>" />);
    const box = await screen.findByRole('textbox', { name: '내용' });
    await userEvent.click(screen.getByRole('button', { name: '바꾸기' }));
    await waitFor(() => expect(box.textContent).toBe('바뀐 내용'));
  });

  it('moves between tools with the arrow keys', async () => {
    render(<Controlled initial="" />);
    await screen.findByRole('textbox', { name: '내용' });
    const first = screen.getByRole('button', { name: '굵게' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '기울임' }));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '다시 실행' }));
  });

  it('loads lazily behind a status message', async () => {
    render(<LazyRichTextEditor value="<p>늦게</p>" label="본문" onChange={() => {}} />);
    expect((await screen.findByRole('textbox', { name: '본문' })).textContent).toBe('늦게');
  });
});
