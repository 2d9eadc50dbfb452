import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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

/** routes.json lists [path, file, export]; '' is the index route of the back office. */
const toRoutes = (list: string[][]): RouteObject[] =>
  list.map(([path = '', file = '', name = '']) => {
    const Page = page(file, name);
    return path === '' ? { index: true, element: <Page /> } : { path, element: <Page /> };
  });

// The back office: its own frame and pages, none of it in the storefront's first load.
const AdminLayout = page('admin/admin-layout', 'AdminLayout');

export const router = createBrowserRouter([
  {
    element: <Providers />,
    children: [
      {
        path: '/admin',
        element: (
          <Suspense fallback={null}>
            <AdminLayout />
          </Suspense>
        ),
        children: toRoutes(routes.backOffice),
      },
      {
        element: <Layout />,
        children: [...toRoutes(routes.shop), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
]);
