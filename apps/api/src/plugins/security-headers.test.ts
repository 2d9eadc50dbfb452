import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers';

describe('helmetHeaders', () => {
  it('captures the headers helmet would set, with the given options', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('reports helmet option errors at start', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });
});
