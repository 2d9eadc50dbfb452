import { lazy, Suspense, useEffect } from 'react';
import { useOpenedOnce } from '../../shared/hooks/use-opened-once';

const loadDialog = () => import('./search-dialog');
const Dialog = lazy(async () => ({ default: (await loadDialog()).SearchDialog }));

/** After the first page has settled, the search screen's code is fetched ahead of a tap. */
const PREFETCH_AFTER_MS = 3_000;

/**
 * The search screen of the header and the tab bar, built the first time it opens: its code
 * (suggestions, recent and popular searches) is not part of any page's first paint, and is
 * fetched a few seconds after the page has loaded so the first tap does not wait for it.
 */
export function LazySearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const opened = useOpenedOnce(open);
  useEffect(() => {
    const timer = setTimeout(() => void loadDialog(), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onClose={onClose} />
    </Suspense>
  );
}
