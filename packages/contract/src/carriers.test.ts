import { describe, expect, it } from 'vitest';
import { CARRIERS, findCarrier, trackingUrl } from './carriers';

describe('carriers', () => {
  it('offers the five big carriers at least', () => {
    const names = CARRIERS.map((c) => c.name);
    for (const name of ['CJ대한통운', '한진택배', '롯데택배', '우체국택배', '로젠택배']) {
      expect(names).toContain(name);
    }
  });

  it('finds a carrier by the stored name or by its code', () => {
    expect(findCarrier('CJ대한통운')?.code).toBe('cj');
    expect(findCarrier('hanjin')?.name).toBe('한진택배');
    expect(findCarrier('동네택배')).toBeUndefined();
    expect(findCarrier(null)).toBeUndefined();
  });

  it('builds the public tracking address without the hyphens of the number', () => {
    expect(trackingUrl('CJ대한통운', '6012-3456-7890')).toBe(
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890',
    );
    expect(trackingUrl('logen', '12345678901')).toBe(
      'https://www.ilogen.com/web/personal/trace/12345678901',
    );
    expect(trackingUrl('동네택배', '123')).toBeUndefined();
  });

  it('every template is https and takes the number once', () => {
    for (const c of CARRIERS) {
      expect(c.trackingUrl.startsWith('https://')).toBe(true);
      expect(c.trackingUrl.split('{number}')).toHaveLength(2);
    }
  });
});
