import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldRefusal, stubApi } from '../../shared/testing/fetch';
import { TestApp, typeByLabel } from '../../shared/testing/render';
import { testMember } from '../../shared/testing/session';
import { RestockOffer } from './restock-offer';

const alert = {
  id: 5,
  item_id: 3,
  item_name: '램스울 크루넥 니트',
  option_id: 32,
  option_label: '네이비 / M',
  status: 'WAITING',
  created_at: '2026-11-21T01:00:00.000Z',
  expires_at: '2026-12-21T01:00:00.000Z',
  sent_at: null,
};

const consent =
  '재입고 알림 발송을 위해 휴대폰 번호를 수집하며, 알림을 보내거나 신청 후 30일이 지나면 지웁니다.';
const requested = '재입고되면 알려드릴게요. 신청은 30일 동안 유지됩니다.';

function renderOffer() {
  render(
    <TestApp path="/product/3" auth>
      <RestockOffer
        itemId={3}
        itemName="램스울 크루넥 니트"
        stocks={{ '오트밀 / S': 2, '네이비 / M': 0 }}
        optionIds={{ '오트밀 / S': 31, '네이비 / M': 32 }}
      />
    </TestApp>,
  );
}

const offerButton = () => screen.getByRole('button', { name: '네이비 / M 재입고 알림 신청' });

async function openGuestDialog() {
  await userEvent.click(offerButton());
  return screen.findByRole('dialog', { name: '재입고 알림 신청' });
}

describe('RestockOffer', () => {
  it('lists only the sold-out options', () => {
    stubApi({});
    renderOffer();
    expect(screen.getByRole('list', { name: '품절 옵션 재입고 알림' }).textContent).toContain(
      '네이비 / M품절',
    );
    expect(screen.queryByRole('button', { name: '오트밀 / S 재입고 알림 신청' })).toBeNull();
  });

  it('asks a guest for a phone number and consent before sending, then sends both', async () => {
    const calls = stubApi({ 'POST /v1/restock-alerts': { status: 201, body: alert } });
    renderOffer();
    const dialog = await openGuestDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: '알림 신청하기' }));
    expect(within(dialog).getByText('알림을 받을 휴대폰 번호를 입력해주세요.')).toBeTruthy();
    expect(
      within(dialog).getByText('알림 발송을 위한 개인정보 수집·이용에 동의해주세요.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('휴대폰 번호'));

    await typeByLabel(userEvent.setup(), { '휴대폰 번호': '01012345678' }, within(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: '알림 신청하기' }));
    expect(
      within(dialog).getByText('알림 발송을 위한 개인정보 수집·이용에 동의해주세요.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText(consent));
    await userEvent.click(within(dialog).getByRole('button', { name: '알림 신청하기' }));
    expect(await screen.findByText(requested)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      option_id: 32,
      phone: '010-1234-5678',
      consent: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '네이비 / M 알림 신청됨' }).textContent).toBe(
      '알림 신청됨',
    );
  });

  it('says in Korean why the number will not do, before and after the server reads it', async () => {
    stubApi({
      'POST /v1/restock-alerts': fieldRefusal(['phone'], '휴대폰 번호를 확인해주세요.'),
    });
    renderOffer();
    const dialog = await openGuestDialog();
    const phone = within(dialog).getByLabelText('휴대폰 번호');
    await userEvent.type(phone, '12345');
    await userEvent.click(within(dialog).getByLabelText(consent));
    await userEvent.click(within(dialog).getByRole('button', { name: '알림 신청하기' }));
    expect(
      within(dialog).getByText('휴대폰 번호 형식이 올바르지 않습니다. (010-0000-0000)'),
    ).toBeTruthy();

    await userEvent.clear(phone);
    await userEvent.type(phone, '010-9876-5432');
    await userEvent.click(within(dialog).getByRole('button', { name: '알림 신청하기' }));
    expect(await within(dialog).findByText('휴대폰 번호를 확인해주세요.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when the option is back in stock (409)', async () => {
    stubApi({
      'POST /v1/restock-alerts': {
        status: 409,
        body: { detail: '지금 구매할 수 있는 옵션입니다.' },
      },
    });
    renderOffer();
    const dialog = await openGuestDialog();
    await typeByLabel(userEvent.setup(), { '휴대폰 번호': '010-1234-5678' }, within(dialog));
    await userEvent.click(within(dialog).getByLabelText(consent));
    await userEvent.click(within(dialog).getByRole('button', { name: '알림 신청하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '지금 구매할 수 있는 옵션입니다.',
    );
  });

  it('lets a guest sign in instead, then asks as the member', { timeout: 15_000 }, async () => {
    const alerts: (typeof alert)[] = [];
    const calls = stubApi({
      'POST /v1/users/signin': {
        body: { ...testMember, token: { access_token: 'a', refresh_token: 'r' } },
      },
      'GET /v1/users/me': { body: testMember },
      'GET /v1/users/me/restock-alerts': () => ({ body: { alerts } }),
      'POST /v1/restock-alerts': () => {
        alerts.push(alert);
        return { status: 201, body: alert };
      },
    });
    renderOffer();
    const dialog = await openGuestDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인하고 신청' }));
    const login = await screen.findByRole('dialog', { name: '로그인' });
    expect(
      within(login).getByText('로그인하면 재입고 알림을 바로 신청할 수 있습니다.'),
    ).toBeTruthy();

    await typeByLabel(
      userEvent.setup(),
      { 아이디: 'ondo01', 비밀번호: 'Secure123$' },
      within(login),
    );
    await userEvent.click(within(login).getByRole('button', { name: '로그인' }));
    expect(await screen.findByText(requested)).toBeTruthy();
    const post = calls.find((c) => c.path === '/v1/restock-alerts');
    expect(post?.body).toEqual({ option_id: 32 });
    expect(post?.auth).toBe('Bearer a');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '네이비 / M 알림 신청됨' })).toBeTruthy(),
    );
  });
});
