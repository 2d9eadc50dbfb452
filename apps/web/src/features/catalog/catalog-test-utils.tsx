import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { Route, Switch } from '../../shared/routing';
import { OrderProbe, TestApp } from '../../shared/testing/render';
import { testMember } from '../../shared/testing/session';

/** Answers fetch from a table of 'METHOD /path' → handler; anything else is a 404. */
export { stubFetch as stubApi } from '../../shared/testing/fetch';
export { clearTokens, storeAccessToken } from '../../shared/testing/session';
export const signedInUser = testMember;

function AuthStatus() {
  return <span data-testid="auth-status">{useAuth().status}</span>;
}

/** The page at `path` with the app's providers, plus /order to read what was handed over. */
export function renderRoute(pattern: string, path: string, page: ReactNode) {
  return render(
    <TestApp path={path} auth>
      <AuthStatus />
      <Switch>
        <Route path={pattern}>{page}</Route>
        <Route path="/order">
          <OrderProbe />
        </Route>
      </Switch>
    </TestApp>,
  );
}
