import { type ComponentProps, lazy, Suspense } from 'react';

const Alerts = lazy(async () => ({
  default: (await import('./my-restock-alerts')).MyRestockAlerts,
}));

/**
 * My Page's list in its own chunk: it shows only once its answer is in, so nothing waits for the
 * code, and the product page's offer, which shares its modules, is not split into a chunk of its
 * own for My Page's sake.
 */
export function LazyMyRestockAlerts(props: ComponentProps<typeof Alerts>) {
  return (
    <Suspense fallback={null}>
      <Alerts {...props} />
    </Suspense>
  );
}
