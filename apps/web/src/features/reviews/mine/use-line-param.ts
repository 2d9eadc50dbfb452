import type { MyReview, MyReviews, ReviewableLine } from '@shop/contract/reviews';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../../shared/routing';
import { useNotify } from '../../../shared/ui/notify';
import { myReviewText as t } from './messages';

/**
 * `?line=` (an order card's 구매평 쓰기): once the lists are in, the dialog for that line opens,
 * or the review already written of it shows, or a notice says it cannot be reviewed. The
 * parameter is then dropped, so that going back or reloading does not open it again.
 */
export function useLineParam(
  data: MyReviews | undefined,
  open: { write: (line: ReviewableLine) => void; show: (review: MyReview) => void },
) {
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const line = params.get('line');
  const handled = useRef<string | null>(null);
  const { write, show } = open;

  useEffect(() => {
    if (!data || line === null || handled.current === line) return;
    handled.current = line;
    const id = Number(line);
    const writable = data.writable.find((l) => l.order_line_id === id);
    const written = data.reviews.find((r) => r.order_line_id === id);
    const next = new URLSearchParams(params);
    next.delete('line');
    if (writable) write(writable);
    else if (written) {
      next.set('tab', 'written');
      show(written);
      notify(t.alreadyWritten);
    } else notify(t.lineNotWritable, 'alert');
    setParams(next, { replace: true });
  }, [data, line, params, setParams, notify, write, show]);
}
