import type { CartEntry } from '@shop/contract/cart';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Route, Switch } from '../routing';
import { stubApi } from './fetch';
import { OrderProbe, TestApp, testQueryClient } from './render';
import { clearTokens, storeAccessToken, testMember } from './session';

export { clearTokens, storeAccessToken } from './session';
export { stubApi };
export const member = testMember;

/**
 * Every test of the file starts with a stored login (`signedIn`) or none, and leaves no token nor
 * stubbed global behind.
 */
export function sessionPerTest(signedIn: boolean) {
  beforeEach(() => (signedIn ? storeAccessToken() : clearTokens()));
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });
}

export function cartLine(overrides: Partial<CartEntry> & { cart_id: number }): CartEntry {
  const quantity = overrides.quantity ?? 1;
  const unit = overrides.unit_price ?? 39_000;
  return {
    item: { item_id: 2, item_name: '헤비웨이트 코튼 반팔 티셔츠', image_urls: ['/uploads/t.svg'] },
    quantity,
    options: '오트밀 / 2',
    unit_price: unit,
    total_price: unit * quantity,
    max_quantity: 5,
    ...overrides,
  };
}

/** The signed-in member's cart holding `lines`, with the test's other answers. */
export function stubMemberCart(lines: CartEntry[], others: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /v1/users/me': { body: member },
    'GET /v1/cart': { body: lines },
    ...others,
  });
}

/** The UI inside the app's providers at `path`, plus /order to read what was handed over. */
export function renderPage(
  ui: ReactNode,
  { path = '/mypage', auth = false, client = testQueryClient() } = {},
) {
  return render(
    <TestApp path={path} auth={auth} client={client}>
      <Switch>
        <Route path="/order">
          <OrderProbe />
        </Route>
        <Route>{ui}</Route>
      </Switch>
    </TestApp>,
  );
}
