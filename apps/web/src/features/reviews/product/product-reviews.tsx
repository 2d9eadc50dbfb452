import { lazy, Suspense, useEffect, useRef } from 'react';
import { useScrollToHash } from '../../../shared/hooks/use-scroll-to-hash';
import { LabelledSection, SectionHeading } from '../../../shared/ui/labelled-section';
import styles from './product-reviews.module.css';
import { reviewText as t } from './review-text';
import { useReviewSummary } from './summary-api';
import { useNearViewport } from './use-near-viewport';

/** Where the "구매평 (N)" link beside the price leads: the section's heading. */
export const REVIEWS_ANCHOR = 'reviews';
const ANCHORS = [REVIEWS_ANCHOR];

const loadBody = () => import('./reviews-body');
const ReviewsBody = lazy(async () => ({ default: (await loadBody()).ReviewsBody }));

/** How far below the screen the section starts loading, so it is there when scrolled to. */
const NEAR = '800px 0px';
/** After the first paint has settled, the section's code is fetched ahead of the scroll. */
const PREFETCH_AFTER_MS = 3_000;

/**
 * The product page's 구매평. Its heading (the link's anchor) is part of the first paint; the
 * summary, filters and list are built from their own chunk once the section nears the screen,
 * so the product's first paint does not carry them.
 */
export function ProductReviews({ itemId, className }: { itemId: number; className?: string }) {
  const summary = useReviewSummary(itemId);
  const count = summary.data?.count;
  const body = useRef<HTMLDivElement>(null);
  const near = useNearViewport(body, NEAR);
  useScrollToHash(ANCHORS, true);
  useEffect(() => {
    const timer = setTimeout(() => void loadBody(), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <LabelledSection id={REVIEWS_ANCHOR} className={[styles.reviews, className ?? ''].join(' ')}>
      <div className={styles.head}>
        <SectionHeading className={styles.heading}>
          {count === undefined ? t.heading : t.link(count)}
        </SectionHeading>
      </div>
      <div ref={body} className={near ? undefined : styles.placeholder}>
        {near && (
          <Suspense fallback={<p className={styles.loading}>{t.loading}</p>}>
            <ReviewsBody itemId={itemId} summary={summary} />
          </Suspense>
        )}
      </div>
    </LabelledSection>
  );
}
