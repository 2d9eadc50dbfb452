import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { typeByLabel } from '../testing/render';
import { type AddressValue, addressFieldsSchema, emptyAddress } from './address';
import { AddressFields } from './address-fields';
import { checkoutConfig, renderWithClient, stubFetch } from './testing';

/* The Kakao script is the outside world: the loader is told to load or fail, and the search
   widget hands back one result as Kakao's does. */
const postcode = vi.hoisted(() => ({ load: vi.fn<(url?: string) => Promise<unknown>>() }));
vi.mock('react-daum-postcode', () => ({
  loadPostcode: (url?: string) => postcode.load(url),
  KakaoPostcodeEmbed: ({ onComplete }: { onComplete?: (data: Record<string, string>) => void }) => (
    <button
      type="button"
      onClick={() =>
        onComplete?.({
          zonecode: '06236',
          userSelectedType: 'R',
          roadAddress: '서울 강남구 테헤란로 152',
          jibunAddress: '서울 강남구 역삼동 737',
          address: '서울 강남구 테헤란로 152',
          bname: '역삼동',
          buildingName: '강남파이낸스센터',
          apartment: 'N',
        })
      }
    >
      서울 강남구 테헤란로 152
    </button>
  ),
}));

function Harness({ onSubmit }: { onSubmit: (values: AddressValue) => void }) {
  const form = useForm<AddressValue>({
    resolver: zodResolver(addressFieldsSchema),
    defaultValues: emptyAddress,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <AddressFields />
        <button type="submit">저장</button>
      </form>
    </FormProvider>
  );
}

function setup(scriptUrl?: string) {
  stubFetch({ 'GET /v1/config/checkout': () => checkoutConfig(scriptUrl) });
  const submitted: AddressValue[] = [];
  renderWithClient(<Harness onSubmit={(values) => submitted.push(values)} />);
  return { submitted, user: userEvent.setup() };
}

beforeEach(() => {
  postcode.load.mockReset();
});

const gangnamOffice = {
  post_code: '06236',
  address: '서울 강남구 테헤란로 152 (역삼동)',
  detail_address: '12층',
};

describe('AddressFields', () => {
  it('fills 우편번호 and 기본 주소 from the search; the detail line is typed', async () => {
    postcode.load.mockResolvedValue(class {});
    const { submitted, user } = setup();
    await user.click(await screen.findByRole('button', { name: '우편번호 찾기' }));
    const dialog = await screen.findByRole('dialog', { name: '우편번호 검색' });
    // The embedded search gets the room it needs (the whole screen on a phone).
    expect(dialog.dataset.size).toBe('fill');
    expect(postcode.load).toHaveBeenCalledWith('/sandbox/postcode/postcode.v2.js');
    await user.click(within(dialog).getByRole('button', { name: '서울 강남구 테헤란로 152' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('우편번호')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('기본 주소')).toHaveProperty(
      'value',
      '서울 강남구 테헤란로 152 (역삼동)',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('상세 주소')));
    await user.type(screen.getByLabelText('상세 주소'), '12층');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toEqual([gangnamOffice]));
  });

  it('switches to manual entry when the script cannot load, with the same result', async () => {
    postcode.load.mockRejectedValue(new Error('network'));
    const { submitted, user } = setup();
    expect(
      await screen.findByText(
        '주소 검색을 불러오지 못했습니다. 우편번호와 주소를 직접 입력해주세요.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: '우편번호 찾기' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('우편번호는 숫자 5자리입니다.')).toBeDefined();
    expect(screen.getByText('주소를 입력해주세요.')).toBeDefined();

    await typeByLabel(user, {
      우편번호: '06236',
      '기본 주소': '서울 강남구 테헤란로 152 (역삼동)',
      '상세 주소': '12층',
    });
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(submitted).toEqual([gangnamOffice]));
  });

  it('offers manual entry only when the shop has no postcode script', async () => {
    const { user } = setup('');
    expect(
      await screen.findByText('주소 검색을 사용할 수 없어 우편번호와 주소를 직접 입력합니다.'),
    ).toBeDefined();
    expect(postcode.load).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('우편번호'), '12503');
    expect(screen.getByLabelText('우편번호')).toHaveProperty('value', '12503');
  });

  it('lets the shopper type the address even when the search works', async () => {
    postcode.load.mockResolvedValue(class {});
    const { user } = setup();
    await screen.findByRole('button', { name: '우편번호 찾기' });
    expect(screen.getByLabelText('기본 주소')).toHaveProperty('readOnly', true);
    await user.click(screen.getByRole('button', { name: '직접 입력' }));
    expect(screen.getByLabelText('기본 주소')).toHaveProperty('readOnly', false);
  });
});
