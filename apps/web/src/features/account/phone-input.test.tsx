import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './phone-input';
import { phoneFieldsSchema } from './schemas';
import { FormHarness } from './testing';

function setup(onValid = vi.fn()) {
  render(
    <FormHarness
      schema={phoneFieldsSchema}
      defaultValues={{ phoneMiddle: '', phoneLast: '' }}
      onValid={onValid}
    >
      <PhoneInput />
    </FormHarness>,
  );
  return {
    onValid,
    middle: screen.getByLabelText<HTMLInputElement>('휴대폰 번호 가운데 자리'),
    last: screen.getByLabelText<HTMLInputElement>('휴대폰 번호 끝 자리'),
  };
}

describe('PhoneInput', () => {
  it('shows the fixed 010 and asks for digits with the numeric keyboard', () => {
    const { middle, last } = setup();
    expect(screen.getByRole('group', { name: '휴대폰 번호' })?.textContent).toContain('010');
    for (const part of [middle, last]) {
      expect(part.getAttribute('inputmode')).toBe('numeric');
      expect(part.getAttribute('maxlength')).toBe('4');
    }
  });

  it('keeps digits only, at most four per part', async () => {
    const user = userEvent.setup();
    const { middle, last } = setup();
    await user.type(middle, '1a2-b3');
    expect(middle.value).toBe('123');
    await user.type(last, '567890');
    expect(last.value).toBe('5678');
    await user.clear(last);
    await user.paste('９8a7');
    expect(last.value).toBe('87');
  });

  it('sends 010 and the two parts once they make a mobile number', async () => {
    const user = userEvent.setup();
    const { middle, last, onValid } = setup();
    await user.click(screen.getByRole('button', { name: '제출' }));
    await screen.findByText('휴대폰 번호를 입력해주세요.');
    expect(middle.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(middle);

    await user.type(middle, '1234');
    await user.type(last, '56');
    await user.click(screen.getByRole('button', { name: '제출' }));
    await screen.findByText('휴대폰 번호 형식이 올바르지 않습니다. (010-0000-0000)');

    await user.type(last, '78');
    await user.click(screen.getByRole('button', { name: '제출' }));
    expect(onValid).toHaveBeenCalledWith({ phoneMiddle: '1234', phoneLast: '5678' });
  });
});
