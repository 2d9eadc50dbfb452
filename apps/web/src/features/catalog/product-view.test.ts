import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendProductView } from './product-view';

const setBeacon = (beacon: ((url: string, data: Blob) => boolean) | undefined) =>
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });

describe('sendProductView', () => {
  afterEach(() => setBeacon(undefined));

  it('sends the view as a JSON beacon, without fetch', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    setBeacon(beacon);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    sendProductView(7);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/v1/events/product-view');
    expect(data?.type).toBe('application/json');
    expect(JSON.parse((await data?.text()) ?? '')).toEqual({ item_id: 7 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused, and swallows its failure', async () => {
    setBeacon(() => false);
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    expect(() => sendProductView(7)).not.toThrow();
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/events/product-view',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"item_id":7}' }),
    );
    await Promise.resolve();
  });
});
