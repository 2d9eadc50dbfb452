import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { Router } from 'wouter';
import {
  type AppHistory,
  addressOf,
  browserHistory,
  type InitialEntry,
  memoryHistory,
  type NavigateOptions,
  type NavigationType,
  type Place,
  resolveAddress,
} from './history';

const HistoryContext = createContext<AppHistory | null>(null);

function useHistory(): AppHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('A routing hook was used outside a router');
  return history;
}

/** The location hooks wouter's router calls, reading `history`. */
function wouterHooks(history: AppHistory) {
  const pathname = () => history.place().pathname;
  const search = () => history.place().search;
  const navigate = (to: string, options?: NavigateOptions) => history.navigate(to, options);
  function useHistoryPath(): [string, typeof navigate] {
    return [useSyncExternalStore(history.subscribe, pathname), navigate];
  }
  function useHistorySearch(): string {
    return useSyncExternalStore(history.subscribe, search);
  }
  return { hook: useHistoryPath, searchHook: useHistorySearch };
}

/**
 * Routes (wouter's `Switch` and `Route`) read the address from `history`, and the hooks below
 * read and move through it.
 */
export function HistoryRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const hooks = useMemo(() => wouterHooks(history), [history]);
  return (
    <HistoryContext.Provider value={history}>
      <Router hook={hooks.hook} searchHook={hooks.searchHook}>
        {children}
      </Router>
    </HistoryContext.Provider>
  );
}

let theBrowserHistory: AppHistory | undefined;

/** The app's router over the browser's history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  theBrowserHistory ??= browserHistory();
  return <HistoryRouter history={theBrowserHistory}>{children}</HistoryRouter>;
}

/** A router over history kept in memory, opened at the last of `initialEntries` (tests). */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: InitialEntry[];
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** The current entry: address, the state handed over, and its key. */
export function useLocation(): Place {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.place);
}

export function useNavigationType(): NavigationType {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.action);
}

/** An address, only a new hash on this page, or a step back (-1) or forward. */
export type To = string | { hash: string } | number;

export type Navigate = (to: To, options?: NavigateOptions) => void;

export function useNavigate(): Navigate {
  const history = useHistory();
  return useCallback<Navigate>(
    (to, options) => {
      if (typeof to === 'number') history.step(to);
      else if (typeof to === 'string') history.navigate(to, options);
      else {
        const { pathname, search } = history.place();
        const hash = to.hash.startsWith('#') ? to.hash : `#${to.hash}`;
        history.navigate(pathname + search + hash, options);
      }
    },
    [history],
  );
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query of the current address, and a way to change it on the same page. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit, options?: NavigateOptions) => void,
] {
  const history = useHistory();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      history.navigate(history.place().pathname + (query ? `?${query}` : ''), options);
    },
    [history],
  );
  return [params, setParams];
}

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>,
    NavigateOptions {
  to: string;
}

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self');

/**
 * A link that moves within the app without reloading it; a click with a modifier key (a new
 * tab) is left to the browser. A link to the address already shown replaces the entry, so back
 * does not step through the same page twice.
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const history = useHistory();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    const place = history.place();
    const same = resolveAddress(to, place) === addressOf(place);
    history.navigate(to, { replace: replace ?? same, state });
  };
  return <a {...anchor} href={to} onClick={follow} />;
}

/** Whether `to` is the current page or, unless `end`, a page under it. */
export function isCurrent(to: string, pathname: string, end = false): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  if (pathname === path) return true;
  return !end && path !== '/' && pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that marks itself `aria-current="page"` while its page (or one under it) is shown. */
export function NavLink({ end, className, ...link }: NavLinkProps) {
  const isActive = isCurrent(link.to, useLocation().pathname, end);
  return (
    <Link
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...link}
    />
  );
}
