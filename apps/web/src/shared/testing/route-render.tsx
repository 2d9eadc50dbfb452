import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Switch, useLocation } from '../routing';
import { TestApp } from './render';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

/**
 * `page` on the route `pattern`, opened at `path`, inside the app's providers (query cache,
 * toasts, sign-in state and dialog, router), with a probe of the current address
 * (`data-testid="location"`). A test that looks into the query cache passes its `client`.
 */
export function renderAtRoute(
  pattern: string,
  path: string,
  page: ReactNode,
  { client }: { client?: QueryClient } = {},
) {
  return render(
    <TestApp path={path} auth client={client}>
      <Switch>
        <Route path={pattern}>{page}</Route>
      </Switch>
      <LocationProbe />
    </TestApp>,
  );
}
