import { describe, expect, it } from 'vitest';
import { adminTestApp, paidOrder } from '../../../test/admin';
import { call, signIn } from '../../../test/http';
import { createMember } from '../../db/factories';

const t = adminTestApp();

const today = () =>
  new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');

describe('CSV exports', () => {
  it('exports orders as a dated UTF-8 file with a BOM, formulas neutralized', async () => {
    const member = await createMember(t.database.db, { nickname: '=HYPERLINK("x")' });
    const buyer = { token: (await signIn(t.app, member.userId)).token.access_token };
    const order = await paidOrder(t.app, t.database.db, { M: 1 }, { buyer });

    const response = await call(
      t.app,
      'GET',
      `/v1/admin/exports/orders.csv?q=${order.merchantId}`,
      { token: t.token },
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-${today()}.csv"`,
    );
    expect(response.text.charCodeAt(0)).toBe(0xfeff);
    const lines = response.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '주문번호,주문일시,결제일시,상태,회원 아이디,닉네임,주문명,받는 분,연락처,우편번호,주소,상세주소,상품 금액,할인,배송비,도서산간 추가 배송비,결제 금액,환불 금액,택배사,송장번호',
    );
    expect(lines[1]).toContain(`${order.merchantId},`);
    expect(lines[1]).toContain(`,주문 완료,${member.userId},"'=HYPERLINK(""x"")",`);
    expect(lines[1]).toContain(',30000,0,3000,0,33000,0,,');
    expect(lines).toHaveLength(3);
  });

  it('exports members, and refuses bad filters', async () => {
    const member = await createMember(t.database.db, { name: '+김온도' });
    const response = await call(t.app, 'GET', `/v1/admin/exports/members.csv?q=${member.userId}`, {
      token: t.token,
    });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="members-${today()}.csv"`,
    );
    const lines = response.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '회원번호,아이디,이름,닉네임,이메일,휴대폰,권한,가입일시,주문 수,결제 합계',
    );
    expect(lines[1]).toMatch(new RegExp(`^${member.id},${member.userId},'\\+김온도,`));
    expect(lines[1]).toContain(',일반 회원,');
    expect(
      (await call(t.app, 'GET', '/v1/admin/exports/orders.csv?status=NOPE', { token: t.token }))
        .status,
    ).toBe(422);
  });
});
