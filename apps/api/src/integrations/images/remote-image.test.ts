import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';
import { createImageFetcher } from './remote-image';

describe('isPublicAddress', () => {
  it('refuses this machine, private, shared, link-local and reserved networks', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('takes addresses on the public internet', () => {
    for (const address of ['8.8.8.8', '211.249.220.24', '2001:4860:4860::8888', '::ffff:8.8.4.4']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('the image fetcher', () => {
  const fetchImage = createImageFetcher({ timeoutMs: 2_000 });

  it('never reaches this machine or the private network, by address or by name', async () => {
    for (const url of [
      'http://127.0.0.1:8081/a.jpg',
      'http://[::1]:8081/a.jpg',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/a.jpg',
      'http://localhost:8081/a.jpg',
    ]) {
      await expect(fetchImage(url), url).rejects.toThrow(/not a public address/);
    }
  });

  it('reads only web addresses', async () => {
    await expect(fetchImage('file:///etc/passwd')).rejects.toThrow(/unsupported address/);
  });

  it('stops a body larger than the limit while it arrives', async () => {
    const big = new Uint8Array(64);
    const fetchBig = createImageFetcher({
      maxBytes: 32,
      fetch: async () => new Response(big, { headers: { 'content-type': 'image/jpeg' } }),
    });
    await expect(fetchBig('https://images.example.com/a.jpg')).rejects.toThrow(/too large/);
  });
});
