import type { AdminReview } from '@shop/contract/reviews';
import { AdminPageHeader } from '../admin-page-header';
import { FilterBar } from '../filter-bar';
import { adminText } from '../messages';
import page from '../page.module.css';
import { QueryTable } from '../query-table';
import { useUrlFilters } from '../url-filters';
import { useAdminReviews } from './api';
import { reviewColumns } from './review-columns';
import {
  listParams,
  openReviewId,
  reviewFilterDefaults,
  reviewFilterFields,
} from './review-filters';
import { ReviewPanel } from './review-panel';
import { reviewText as t } from './review-text';
import styles from './reviews-page.module.css';

/** 구매평: newest first, by status, rating, photos and product or writer; one open beside the list. */
export function AdminReviewsPage() {
  const [filters, setFilters, { bar, page: current }] = useUrlFilters(reviewFilterDefaults);
  const params = listParams(filters, current);
  const query = useAdminReviews(params);
  const open = openReviewId(filters);
  const listed = query.data?.reviews.find((r) => r.id === open);

  const toggle = (review: AdminReview) =>
    setFilters({ review: review.id === open ? '' : String(review.id), page: filters.page });
  const close = () => {
    setFilters({ review: '', page: filters.page });
    // Back to the row it was opened from: on a phone the review shows above the list.
    document.querySelector<HTMLElement>(`[data-review="${open}"]`)?.focus();
  };

  return (
    <>
      <AdminPageHeader
        title={adminText.nav.reviews}
        lead={query.data ? t.count(query.data.total) : undefined}
      />
      <FilterBar
        label={t.searchLabel}
        fields={reviewFilterFields}
        {...bar}
        onApply={(values) => setFilters({ ...values, review: '' })}
      />
      {params.item_id && (
        <p className={styles.itemNote}>
          {t.onlyItem(params.item_id)}
          <button
            type="button"
            className={page.textButton}
            onClick={() => setFilters({ item_id: '', review: '' })}
          >
            {t.everyItem}
          </button>
        </p>
      )}
      <div className={open === undefined ? undefined : styles.split}>
        <div className={styles.list}>
          <QueryTable
            caption={adminText.nav.reviews}
            columns={reviewColumns(open, toggle)}
            rowKey={(r: AdminReview) => r.id}
            empty={t.none}
            query={query}
            rows={query.data?.reviews}
            onPage={(n) => setFilters({ page: String(n), review: '' })}
          />
        </div>
        {open !== undefined && <ReviewPanel key={open} id={open} listed={listed} onClose={close} />}
      </div>
    </>
  );
}
