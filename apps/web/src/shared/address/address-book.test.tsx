import type { Delivery } from '@shop/contract/delivery';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { typeByLabel } from '../testing/render';
import { AddressBook } from './address-book';
import { checkoutConfig, renderWithClient, stubFetch } from './testing';

vi.mock('react-daum-postcode', () => ({
  loadPostcode: () => Promise.reject(new Error('offline')),
  KakaoPostcodeEmbed: () => null,
}));

const home: Delivery = {
  delivery_id: 1,
  delivery_name: '집',
  name: '김온도',
  email: '',
  post_code: '06236',
  address: '서울 강남구 테헤란로 152 (역삼동)',
  detail_address: '12층',
  recipient_phone: '010-1234-5678',
  requirements: '문 앞에 놓아주세요',
  is_base_delivery: true,
};
const office: Delivery = {
  ...home,
  delivery_id: 2,
  delivery_name: '회사',
  address: '경기 성남시 분당구 판교역로 235 (삼평동)',
  detail_address: '',
  requirements: '',
  is_base_delivery: false,
};

function setup() {
  let list = [home, office];
  const fetchMock = stubFetch({
    'GET /v1/config/checkout': () => checkoutConfig(),
    'GET /v1/users/me/delivery': () => ({ status: 200, body: { delivery_list: list } }),
    'PUT /v1/users/me/delivery/2/base': () => {
      list = [
        { ...home, is_base_delivery: false },
        { ...office, is_base_delivery: true },
      ];
      return { status: 200, body: { delivery_list: list } };
    },
    'DELETE /v1/users/me/delivery/2': () => {
      list = list.filter((d) => d.delivery_id !== 2);
      return { status: 204 };
    },
    'POST /v1/users/set-delivery': (init) => {
      const body = JSON.parse(String(init?.body));
      const saved = { ...home, ...body, delivery_id: 3 };
      list = [...list, saved];
      return { status: 201, body: saved };
    },
  });
  const picked: Delivery[] = [];
  renderWithClient(<AddressBook onPick={(d) => picked.push(d)} />);
  return { fetchMock, picked, user: userEvent.setup() };
}

const entry = (name: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(name)) as HTMLElement;

describe('AddressBook', () => {
  it('lists the saved addresses with the default one marked, and picks one', async () => {
    const { picked, user } = setup();
    expect(
      await screen.findByText('서울 강남구 테헤란로 152 (역삼동) 12층', { exact: false }),
    ).toBeDefined();
    expect(within(entry('집')).getByText('기본 배송지')).toBeDefined();
    expect(within(entry('회사')).queryByText('기본 배송지')).toBeNull();
    await user.click(within(entry('회사')).getByRole('button', { name: '이 주소로 배송' }));
    expect(picked.map((d) => d.delivery_id)).toEqual([2]);
  });

  it('makes another address the default', async () => {
    const { user } = setup();
    await screen.findByText('회사');
    await user.click(within(entry('회사')).getByRole('button', { name: '기본 배송지로 설정' }));
    await waitFor(() => expect(within(entry('회사')).getByText('기본 배송지')).toBeDefined());
    expect(within(entry('집')).queryByText('기본 배송지')).toBeNull();
  });

  it('deletes an address after asking once', async () => {
    const { fetchMock, user } = setup();
    await screen.findByText('회사');
    await user.click(within(entry('회사')).getByRole('button', { name: '회사 삭제' }));
    expect(within(entry('회사')).getByText('이 배송지를 삭제할까요?')).toBeDefined();
    await user.click(within(entry('회사')).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(screen.queryByText('회사')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/v1/users/me/delivery/2', expect.anything());
  });

  it('adds an address typed by hand, checking each field first', async () => {
    const { fetchMock, user } = setup();
    await screen.findByText('회사');
    await user.click(screen.getByRole('button', { name: '새 배송지 추가' }));
    await user.click(screen.getByRole('button', { name: '배송지 저장' }));
    expect(await screen.findByText('배송지 이름을 입력해주세요.')).toBeDefined();
    expect(screen.getByText('우편번호는 숫자 5자리입니다.')).toBeDefined();

    await typeByLabel(user, {
      '배송지 이름': '본가',
      '받는 분': '김부모',
      '휴대폰 번호': '01098765432',
      우편번호: '48058',
      '기본 주소': '부산 해운대구 마린시티2로 38',
      '상세 주소': '101동 1001호',
    });
    await user.click(screen.getByRole('button', { name: '배송지 저장' }));

    await screen.findByText('본가');
    const call = fetchMock.mock.calls.find(([url]) => url === '/v1/users/set-delivery');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      delivery_name: '본가',
      name: '김부모',
      recipient_phone: '010-9876-5432',
      post_code: '48058',
      address: '부산 해운대구 마린시티2로 38',
      detail_address: '101동 1001호',
      is_base_delivery: false,
    });
  });
});
