import { notificationEvents } from '@shop/contract/notifications';
import { describe, expect, it } from 'vitest';
import { renderAlimTalk, renderMail, TEMPLATES } from './index';
import { alimTalkFields, fillAlimTalk } from './layout';

const order = {
  name: '김온도',
  orderNumber: '20260301-ABCDEFGHJK',
  orderName: '린넨 셔츠 외 1건',
  orderUrl: 'https://shop.example/mypage',
};
const values: Record<string, Record<string, string>> = {
  ORDER_PLACED: { ...order, total: '78,000원' },
  DEPOSIT_GUIDE: {
    ...order,
    bank: '신한은행',
    accountNumber: '562-000-123456',
    accountHolder: '온도스튜디오',
    amount: '78,000원',
    dueDate: '2026-03-02 23:59',
  },
  SHIPPED: {
    ...order,
    carrier: 'CJ대한통운',
    trackingNumber: '612345678901',
    trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=612345678901',
  },
  DELIVERED: order,
  REFUNDED: { ...order, amount: '39,000원', kind: '부분 환불' },
  CLAIM_UPDATED: { ...order, claimKind: '반품', claimStatus: '승인·회수 요청' },
  REVIEW_REQUEST: { ...order, orderUrl: 'https://shop.example/mypage/reviews' },
  RESTOCKED: {
    name: '김온도',
    orderNumber: '',
    orderName: '램스울 크루넥 니트',
    itemName: '램스울 크루넥 니트',
    optionLabel: '오트밀 / M',
    orderUrl: 'https://shop.example/product/3',
  },
};

/** Notices about no order (재입고 알림) name the product instead of an order number. */
const ORDERLESS = new Set(['RESTOCKED']);

describe('notification templates', () => {
  it('has one per event, each with an AlimTalk code of at most 20 characters', () => {
    for (const event of notificationEvents.values) {
      const template = TEMPLATES[event];
      expect(template.event).toBe(event);
      expect(template.alimTalkCode.length).toBeLessThanOrEqual(20);
    }
  });

  it.each(notificationEvents.values)(
    'renders %s as a Korean mail with a plain-text twin',
    (event) => {
      const mail = renderMail(event, values[event]!);
      expect(mail.subject).toMatch(/^\[ONDO STUDIO\] /);
      expect(mail.html).toContain('<html lang="ko">');
      if (ORDERLESS.has(event)) {
        expect(mail.text).toContain('상품: 램스울 크루넥 니트');
        expect(mail.text).not.toContain('주문번호');
      } else {
        expect(mail.html).toContain(order.orderNumber);
        expect(mail.text).toContain(`주문번호: ${order.orderNumber}`);
      }
      expect(mail.text).toContain('고객센터');
      expect(mail.text).not.toContain('<');
      // Every AlimTalk field has its value: none is left as #{…}.
      expect(renderAlimTalk(event, values[event]!)).not.toMatch(/#\{/);
    },
  );

  it('escapes the values in the HTML and leaves the text as typed', () => {
    const mail = renderMail('ORDER_PLACED', {
      ...values.ORDER_PLACED!,
      name: '<script>alert(1)</script>',
      orderName: 'Tom & "Jerry"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(mail.text).toContain('<script>alert(1)</script>님');
  });

  it('links the shipping mail to the carrier tracking page', () => {
    const mail = renderMail('SHIPPED', values.SHIPPED!);
    expect(mail.html).toContain(
      'href="https://trace.cjlogistics.com/next/tracking.html?wblNo=612345678901"',
    );
    expect(mail.text).toContain(
      '배송 조회: https://trace.cjlogistics.com/next/tracking.html?wblNo=612345678901',
    );
  });

  it('names the AlimTalk fields in order and refuses a missing one', () => {
    expect(alimTalkFields('#{a} #{b} #{a}')).toEqual(['a', 'b']);
    expect(fillAlimTalk('#{a}님', { a: '김온도' })).toBe('김온도님');
    expect(() => fillAlimTalk('#{a} #{b}', { a: '1' })).toThrow('#{b}');
    expect(renderAlimTalk('REFUNDED', values.REFUNDED!)).toContain(
      '김온도님, 부분 환불 처리가 완료되었습니다.',
    );
  });
});
