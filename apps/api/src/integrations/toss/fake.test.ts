import { describe, expect, it } from 'vitest';
import { TossError } from './client';
import { createTossFake } from './fake';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a TossError');
    },
    (error: unknown) => {
      if (!(error instanceof TossError)) throw error;
      return error;
    },
  );

describe('the Toss fake', () => {
  it('confirms once, checks the amount, remembers idempotency keys and keeps cancels', async () => {
    const toss = createTossFake();
    const paymentKey = toss.authenticate({ orderId: 'ORD-20260101-000001', amount: 30_000 });
    const wrong = await rejection(
      toss.confirm({ paymentKey, orderId: 'ORD-20260101-000001', amount: 1_000 }, 'a'),
    );
    expect(wrong).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });

    const input = { paymentKey, orderId: 'ORD-20260101-000001', amount: 30_000 };
    expect((await toss.confirm(input, 'b')).status).toBe('DONE');
    expect((await toss.confirm(input, 'b')).status).toBe('DONE');
    expect(await rejection(toss.confirm(input, 'c'))).toMatchObject({
      code: 'ALREADY_PROCESSED_PAYMENT',
    });

    const partial = await toss.cancel(paymentKey, { cancelReason: 'x', cancelAmount: 10_000 }, 'd');
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 20_000 });
    await toss.cancel(paymentKey, { cancelReason: 'x', cancelAmount: 10_000 }, 'd');
    expect((await toss.getPayment(paymentKey)).cancels).toHaveLength(1);
    expect((await toss.getPaymentByOrderId('ORD-20260101-000001')).paymentKey).toBe(paymentKey);
    expect(await rejection(toss.getPayment('nope'))).toMatchObject({ code: 'NOT_FOUND_PAYMENT' });
  });

  it('carries a call out and loses its answer, hangs until the timeout, waits at a gate', async () => {
    const toss = createTossFake({ timeoutMs: 50 });
    const paymentKey = toss.authenticate({ orderId: 'ORD-20260101-000002', amount: 5_000 });
    const input = { paymentKey, orderId: 'ORD-20260101-000002', amount: 5_000 };
    toss.inject('confirm', { answer: '5xx' });
    expect(await rejection(toss.confirm(input, 'k'))).toMatchObject({ status: 500 });
    expect(toss.payment(paymentKey)?.status).toBe('DONE');

    toss.inject('cancel', { after: toss.gate() });
    expect(await rejection(toss.cancel(paymentKey, { cancelReason: 'x' }, 'c'))).toMatchObject({
      code: 'TIMEOUT',
    });
    expect(toss.payment(paymentKey)?.status).toBe('CANCELED');

    const gate = toss.gate();
    toss.inject('getPayment', { before: gate });
    const lookup = toss.getPayment(paymentKey);
    await gate.reached;
    gate.open();
    expect((await lookup).status).toBe('CANCELED');
    expect(toss.confirmRequests()).toBe(1);
  });
});
