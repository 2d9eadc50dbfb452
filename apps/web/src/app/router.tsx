import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Switch, useLocation } from '../shared/routing';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { Providers } from './providers';
import routes from './routes.json';

type PageModule = Record<string, ComponentType>;

// Every page module (and the back office's frame), each loaded with its route: route-level code
// splitting. The 403 page is part of the back office's guard, not a route of its own.
const modules = import.meta.glob<PageModule>([
  '../features/**/*-page.tsx',
  '../features/admin/admin-layout.tsx',
  '!../features/admin/forbidden-page.tsx',
]);

const pages = new Map<string, ComponentType>();

/** The page `name` of `features/<file>.tsx`, one lazy component per page however many paths show it. */
function page(file: string, name: string): ComponentType {
  const key = `${file}#${name}`;
  let Page = pages.get(key);
  if (!Page) {
    const load = modules[`../features/${file}.tsx`];
    if (!load) throw new Error(`No page module features/${file}.tsx`);
    Page = lazy(async () => {
      const component = (await load())[name];
      if (!component) throw new Error(`features/${file}.tsx has no ${name}`);
      return { default: component };
    });
    pages.set(key, Page);
  }
  return Page;
}

/** routes.json lists [path, file, export]; the back office's paths are under /admin ('' its home). */
const patternOf = (path: string, base: string) => (base && path ? `${base}/${path}` : base || path);

/** Every address pattern the app routes, the back office's included. */
export const routedPatterns = [
  ...routes.shop.map(([path = '']) => patternOf(path, '')),
  ...routes.backOffice.map(([path = '']) => patternOf(path, '/admin')),
];

const toRoutes = (list: string[][], base = '') =>
  list.map(([path = '', file = '', name = '']) => {
    const Page = page(file, name);
    const pattern = patternOf(path, base);
    return (
      <Route key={pattern} path={pattern}>
        <Page />
      </Route>
    );
  });

// The back office: its own frame and pages, none of it in the storefront's first load.
const AdminLayout = page('admin/admin-layout', 'AdminLayout') as ComponentType<{
  children: ReactNode;
}>;
const backOfficeRoutes = toRoutes(routes.backOffice, '/admin');
const shopRoutes = toRoutes(routes.shop);

const isBackOffice = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

function Pages() {
  const { pathname } = useLocation();
  if (isBackOffice(pathname)) {
    return (
      <Suspense fallback={null}>
        <AdminLayout>
          <Switch>{backOfficeRoutes}</Switch>
        </AdminLayout>
      </Suspense>
    );
  }
  return (
    <Layout>
      <Switch>
        {shopRoutes}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Layout>
  );
}

/** The whole app: the router, the providers every page uses and the page for the address. */
export function App() {
  return (
    <BrowserRouter>
      <Providers>
        <Pages />
      </Providers>
    </BrowserRouter>
  );
}
