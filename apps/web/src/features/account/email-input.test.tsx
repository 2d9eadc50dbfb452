import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailInput } from './email-input';
import { type EmailVariant, emailFieldsSchema } from './schemas';
import { FormHarness } from './testing';

function setup(variant: EmailVariant = 'signup', onValid = vi.fn()) {
  render(
    <FormHarness
      schema={emailFieldsSchema(variant)}
      defaultValues={{ emailLocal: '', emailDomain: '', emailCustomDomain: '' }}
      onValid={onValid}
    >
      <EmailInput />
    </FormHarness>,
  );
  const user = userEvent.setup();
  const local = screen.getByLabelText('이메일 아이디');
  const domain = screen.getByLabelText('이메일 도메인') as HTMLSelectElement;
  const submit = () => user.click(screen.getByRole('button', { name: '제출' }));
  return {
    user,
    onValid,
    local,
    domain,
    submit,
    /** Types the part before the @, picks a listed domain and submits. */
    submitAddress: async (localPart: string, listed: string) => {
      await user.type(local, localPart);
      await user.selectOptions(domain, listed);
      await submit();
    },
  };
}

describe('EmailInput', () => {
  it('offers the three domains and 직접입력', () => {
    const { domain } = setup();
    const options = [...domain.options].filter((o) => !o.disabled).map((o) => o.textContent);
    expect(options).toEqual(['naver.com', 'gmail.com', 'daum.net', '직접입력']);
    expect(screen.queryByLabelText('이메일 도메인 직접 입력')).toBeNull();
  });

  it('joins the local part and a listed domain', async () => {
    const { onValid, submitAddress } = setup();
    await submitAddress('ondo24', 'gmail.com');
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({ emailLocal: 'ondo24', emailDomain: 'gmail.com' }),
    );
  });

  it('asks for a domain when none is chosen', async () => {
    const { user, local, domain, onValid, submit } = setup();
    await user.type(local, 'ondo24');
    await submit();
    await screen.findByText('이메일 도메인을 선택하거나 입력해주세요.');
    expect(domain.getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('직접입력 opens a box for the domain, focused, and checks its form', async () => {
    const { user, local, domain, onValid, submit } = setup();
    await user.type(local, 'ondo24');
    await user.selectOptions(domain, '직접입력');
    const custom = await screen.findByLabelText('이메일 도메인 직접 입력');
    expect(document.activeElement).toBe(custom);

    await user.type(custom, 'ondo.');
    await user.tab();
    await screen.findByText('이메일 도메인 형식이 올바르지 않습니다.');
    expect(custom.getAttribute('aria-invalid')).toBe('true');

    await user.type(custom, 'kr');
    expect(screen.queryByText('이메일 도메인 형식이 올바르지 않습니다.')).toBeNull();
    await submit();
    expect(onValid).toHaveBeenCalledWith({
      emailLocal: 'ondo24',
      emailDomain: 'custom',
      emailCustomDomain: 'ondo.kr',
    });
  });

  it('sign-up accepts what the browser accepts before the @, and names what it refuses', async () => {
    const { user, local, onValid, submit, submitAddress } = setup('signup');
    await submitAddress('kim.min_ji-93', 'naver.com');
    expect(onValid).toHaveBeenCalled();
    await user.clear(local);
    await user.type(local, 'kim minji');
    await submit();
    await screen.findByText('이메일 아이디에 쓸 수 없는 문자가 있습니다.');
    expect(document.activeElement).toBe(local);
  });

  it('edit accepts any address the server would', async () => {
    const { onValid, submitAddress } = setup('edit');
    await submitAddress('on.do', 'daum.net');
    expect(onValid).toHaveBeenCalled();
  });
});
