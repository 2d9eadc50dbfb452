import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/hooks';
import { call } from '../../../test/http';

const t = useTestApp({ env: { WEBHOOK_RATE_LIMIT_MAX: '3' } });

describe('provider webhook limit', () => {
  it('answers 429 to a client past WEBHOOK_RATE_LIMIT_MAX calls a minute, others go on', async () => {
    const event = { eventType: 'PAYMENT_STATUS_CHANGED', data: {} };
    const from = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/payment/toss/webhook',
        payload: event,
        remoteAddress: ip,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await from('203.0.113.7')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const limited = await from('203.0.113.7');
    expect(limited.json()).toEqual({ detail: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.2')).statusCode).toBe(200);
    // The shop's own pages are not counted against it.
    expect((await call(t.app, 'GET', '/v1/items/')).status).toBe(200);
  });
});
