import { expect } from 'vitest';

/**
 * A sandbox page as tests expect it: 200, HTML, whose forms post only to the sandbox itself and
 * the shop at http://shop.test; answers the page's HTML.
 */
export async function expectSandboxPage(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('content-security-policy')).toContain(
    "form-action 'self' http://shop.test",
  );
  return response.text();
}
