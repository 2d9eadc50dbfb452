import type { Review, ReviewSummary } from '@shop/contract/reviews';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { isFiltered, NO_FILTERS, type ReviewFilters, useReviewList } from './list-api';
import { type OpenPhoto, PhotoLightbox } from './photo-lightbox';
import { PhotoStrip } from './photo-strip';
import { ReviewFilterBar } from './review-filters';
import { ReviewList } from './review-list';
import { ReviewSummaryPanel } from './review-summary';
import { reviewText as t } from './review-text';
import styles from './reviews-body.module.css';

/**
 * The section's content (its own chunk): the summary beside the filtered list, and the photo
 * viewer. The summary comes from the section, which reads it for its heading.
 */
export function ReviewsBody({
  itemId,
  summary,
}: {
  itemId: number;
  summary: UseQueryResult<ReviewSummary>;
}) {
  const [filters, setFilters] = useState<ReviewFilters>(NO_FILTERS);
  const [photo, setPhoto] = useState<OpenPhoto | null>(null);
  const closePhoto = useCallback(() => setPhoto(null), []);

  if (summary.isPending) {
    return (
      <p role="status" className={styles.note}>
        {t.loading}
      </p>
    );
  }
  if (summary.isError) {
    return (
      <div className={styles.note}>
        <p>{t.loadError}</p>
        <Button variant="secondary" onClick={() => summary.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (summary.data.count === 0) return <p className={styles.note}>{t.empty}</p>;

  const openPhoto = (url: string, review: Review) => setPhoto({ url, reviewId: review.id, review });
  return (
    <div className={styles.layout}>
      <ReviewSummaryPanel summary={summary.data} className={styles.summary} />
      <div className={styles.main}>
        <PhotoStrip
          summary={summary.data}
          onOpen={(url, reviewId) => setPhoto({ url, reviewId })}
        />
        <ReviewFilterBar sizes={summary.data.sizes} filters={filters} onChange={setFilters} />
        <ReviewResults
          itemId={itemId}
          filters={filters}
          onClear={() => setFilters((current) => ({ ...NO_FILTERS, sort: current.sort }))}
          onPhoto={openPhoto}
        />
      </div>
      <PhotoLightbox itemId={itemId} photo={photo} onClose={closePhoto} />
    </div>
  );
}

/** The list for the filters, or why there is none. */
function ReviewResults({
  itemId,
  filters,
  onClear,
  onPhoto,
}: {
  itemId: number;
  filters: ReviewFilters;
  onClear: () => void;
  onPhoto: (url: string, review: Review) => void;
}) {
  const list = useReviewList(itemId, filters);
  if (list.isPending) {
    return (
      <p role="status" className={styles.note}>
        {t.loading}
      </p>
    );
  }
  if (list.isError && !list.data) {
    return (
      <div className={styles.note}>
        <p>{t.loadError}</p>
        <Button variant="secondary" onClick={() => list.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  const pages = list.data.pages;
  const reviews = pages.flatMap((page) => page.items);
  const total = pages[pages.length - 1]?.total ?? 0;
  if (reviews.length === 0) {
    if (!isFiltered(filters)) return <p className={styles.note}>{t.empty}</p>;
    return (
      <div className={styles.note}>
        <p>{t.noMatch}</p>
        <Button variant="secondary" onClick={onClear}>
          {t.clearFilters}
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData || undefined} className={styles.results}>
      <ReviewList reviews={reviews} onPhoto={onPhoto} />
      {list.isFetchNextPageError && (
        <p role="alert" className={styles.moreError}>
          {t.moreError}
        </p>
      )}
      {list.hasNextPage && !list.isPlaceholderData && (
        <Button
          variant="secondary"
          block
          className={styles.more}
          loading={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {t.more}
          <span className={styles.shown}>{t.shown(reviews.length, total)}</span>
        </Button>
      )}
    </div>
  );
}
