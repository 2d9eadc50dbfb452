import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { typeByLabel } from '../../shared/testing/render';
import { AccountPage } from './account-page';
import { renderWithProviders, stubApi } from './testing';

const FIND_ID = 'POST /v1/users/find-id';
const FIND_PASSWORD = 'POST /v1/users/find-password';
const invalidEmail = {
  status: 422,
  body: {
    detail: [
      { loc: ['body', 'email'], msg: '올바른 이메일 주소가 아닙니다.', type: 'value_error' },
    ],
  },
};

type Answer = Parameters<typeof stubApi>[0][string];

/** Opens the account page at `path`, types into the tab panel's fields and presses its button. */
async function submitPanel(
  [request, answer]: [string, Answer],
  path: string,
  panelName: string,
  fields: Record<string, string>,
  button: string,
) {
  const calls = stubApi({ [request]: answer });
  const user = userEvent.setup();
  renderWithProviders(<AccountPage />, { path });
  const panel = screen.getByRole('tabpanel', { name: panelName });
  await typeByLabel(user, fields, within(panel));
  await user.click(within(panel).getByRole('button', { name: button }));
  return { calls, panel, user };
}

const findId = (answer: Answer) =>
  submitPanel(
    [FIND_ID, answer],
    '/account',
    '아이디 찾기',
    { 이름: '김온도', '휴대폰 번호': '01012345678', 이메일: 'ondo@naver.com' },
    '아이디 찾기',
  );

describe('find ID', () => {
  it('shows an 11-digit number as 3-4-4 and sends it so', async () => {
    const { calls, panel } = await findId({ status: 200, body: { user_id: 'ondo2024' } });
    expect(within(panel).getByLabelText<HTMLInputElement>('휴대폰 번호').value).toBe(
      '010-1234-5678',
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v1/users/find-id',
        body: { name: '김온도', phone_num: '010-1234-5678', email: 'ondo@naver.com' },
      },
    ]);
    // On the page and in a toast.
    const sentence = (_: string, el: Element | null) =>
      el?.tagName === 'P' && el.textContent === '찾으신 아이디는 ondo2024 입니다.';
    expect((await within(panel).findByText(sentence)).querySelector('strong')?.textContent).toBe(
      'ondo2024',
    );
    expect(screen.getByRole('status').textContent).toBe('찾으신 아이디는 ondo2024 입니다.');
  });

  it('does not call the server while a field is wrong, and focuses the first', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<AccountPage />, { path: '/account' });
    const panel = screen.getByRole('tabpanel', { name: '아이디 찾기' });
    await user.type(within(panel).getByLabelText('휴대폰 번호'), '0101234');
    await user.click(within(panel).getByRole('button', { name: '아이디 찾기' }));
    expect(await within(panel).findByText('이름을 입력해주세요.')).toBeTruthy();
    expect(within(panel).getByText('휴대폰 번호 형식이 올바르지 않습니다. (010-0000-0000)'));
    expect(document.activeElement).toBe(within(panel).getByLabelText('이름'));
    expect(calls).toEqual([]);
  });

  describe('errors (docs/api.md#error-messages)', () => {
    const cases: [string, Parameters<typeof stubApi>[0][string], string][] = [
      ['an invalid email in a 422 list', invalidEmail, '이메일 도메인이 올바르지 않습니다.'],
      [
        'other 422 items, joined with commas',
        {
          status: 422,
          body: {
            detail: [
              { loc: ['body', 'name'], msg: '이름은 30자 이하여야 합니다.', type: 'x' },
              {
                loc: ['body', 'phone_num'],
                msg: '휴대폰 번호 형식이 올바르지 않습니다.',
                type: 'x',
              },
            ],
          },
        },
        '이름은 30자 이하여야 합니다., 휴대폰 번호 형식이 올바르지 않습니다.',
      ],
      [
        'a plain string as it is',
        { status: 404, body: { detail: '입력하신 정보와 일치하는 회원이 없습니다.' } },
        '입력하신 정보와 일치하는 회원이 없습니다.',
      ],
      [
        'anything else',
        { status: 500, body: { error: 'boom' } },
        '알 수 없는 오류가 발생했습니다.',
      ],
      ['no answer at all', 'network-error', '아이디 찾기 중 오류가 발생했습니다.'],
    ];
    for (const [name, answer, message] of cases) {
      it(name, async () => {
        const { panel } = await findId(answer);
        expect((await within(panel).findByRole('alert')).textContent).toBe(message);
      });
    }
  });
});

describe('find password', () => {
  const findPassword = (answer: Answer) =>
    submitPanel(
      [FIND_PASSWORD, answer],
      '/account?tab=password',
      '비밀번호 찾기',
      { 아이디: 'ondo2024', 이메일: 'ondo@naver.com' },
      '재설정 메일 받기',
    );

  it("sends the ID and email and shows the server's answer", async () => {
    const message = '입력하신 이메일로 비밀번호 재설정 메일을 보냈습니다. 메일함을 확인해주세요.';
    const { calls, panel } = await findPassword({ body: { message } });
    expect(await within(panel).findByText(message)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ user_id: 'ondo2024', email: 'ondo@naver.com' });
  });

  it('maps errors the same way, with its own network message', async () => {
    const first = await findPassword(invalidEmail);
    expect((await within(first.panel).findByRole('alert')).textContent).toBe(
      '이메일 도메인이 올바르지 않습니다.',
    );
  });

  it('says so when the request never got an answer', async () => {
    const { panel } = await findPassword('network-error');
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      '비밀번호 찾기 중 오류가 발생했습니다.',
    );
  });
});

describe('tabs', () => {
  it('switch with the arrow keys, one tab stop', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<AccountPage />, { path: '/account' });
    const idTab = screen.getByRole('tab', { name: '아이디 찾기' });
    const passwordTab = screen.getByRole('tab', { name: '비밀번호 찾기' });
    expect(idTab.getAttribute('aria-selected')).toBe('true');
    expect(passwordTab.tabIndex).toBe(-1);
    await user.tab();
    expect(document.activeElement).toBe(idTab);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(passwordTab);
    expect(passwordTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '비밀번호 찾기' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: '아이디 찾기' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(idTab);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(passwordTab);
  });
});
