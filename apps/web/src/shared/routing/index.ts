// The app's routing: wouter matches the routes; the history, the links and the hooks the pages
// use are ours (decision 029).
export { Route, Switch, useParams } from 'wouter';
export type { NavigateOptions, NavigationType, Place } from './history';
export {
  BrowserRouter,
  isCurrent,
  Link,
  type LinkProps,
  MemoryRouter,
  type Navigate,
  NavLink,
  type NavLinkProps,
  type To,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from './routing';
