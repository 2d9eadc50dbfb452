import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Agreements, type AgreementValues } from './agreements';
import { FormHarness } from './testing';

const schema = z.object({
  agreeToTerms: z.boolean().refine((v) => v, '이용약관에 동의해주세요.'),
  agreeToPrivacy: z.boolean(),
  agreeToSMS: z.boolean(),
  agreeToEmailMarketing: z.boolean(),
});
const none: AgreementValues = {
  agreeToTerms: false,
  agreeToPrivacy: false,
  agreeToSMS: false,
  agreeToEmailMarketing: false,
};

function setup(onValid = vi.fn()) {
  render(
    <FormHarness schema={schema} defaultValues={none} onValid={onValid}>
      <Agreements />
    </FormHarness>,
  );
  const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });
  return {
    onValid,
    all: box(/^전체 동의/),
    items: [box(/^이용약관 동의/), box(/^개인정보 수집·이용 동의/), box(/^SMS/), box(/^이메일/)],
  };
}

describe('Agreements (전체 동의)', () => {
  it('the master checkbox sets and clears all four', async () => {
    const user = userEvent.setup();
    const { all, items } = setup();
    await user.click(all);
    for (const item of items) expect(item.checked).toBe(true);
    expect(all.checked).toBe(true);
    await user.click(all);
    for (const item of items) expect(item.checked).toBe(false);
    expect(all.checked).toBe(false);
  });

  it('unchecking one item unchecks the master', async () => {
    const user = userEvent.setup();
    const { all, items } = setup();
    await user.click(all);
    await user.click(items[2]!);
    expect(all.checked).toBe(false);
    expect(items[0]!.checked).toBe(true);
    expect(items[2]!.checked).toBe(false);
  });

  it('checking all four one by one checks the master', async () => {
    const user = userEvent.setup();
    const { all, items } = setup();
    for (const item of items.slice(0, 3)) await user.click(item);
    expect(all.checked).toBe(false);
    await user.click(items[3]!);
    expect(all.checked).toBe(true);
  });

  it('marks the required ones and opens each text', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByText('이용약관 동의').closest('label')?.textContent).toContain('(필수)');
    expect(screen.getByText('SMS 수신 동의').closest('label')?.textContent).toContain('(선택)');
    const toggle = screen.getByRole('button', { name: '개인정보 수집·이용 동의 내용 보기' });
    expect(screen.getByText(/수집 항목: 아이디/).hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '개인정보 수집·이용 동의 내용 접기' })).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/수집 항목: 아이디/).hidden).toBe(false);
  });

  it('a missing required agreement is said under it and blocks the form', async () => {
    const user = userEvent.setup();
    const { onValid, items } = setup();
    await user.click(screen.getByRole('button', { name: '제출' }));
    await screen.findByText('이용약관에 동의해주세요.');
    expect(items[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(items[0]!);
    expect(onValid).not.toHaveBeenCalled();
  });
});
