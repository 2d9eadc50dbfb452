import type { MyReview, ReviewableLine } from '@shop/contract/reviews';
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { useSearchParams } from '../../../shared/routing';
import { queryState } from '../../../shared/ui/query-state';
import { TabButton } from '../../../shared/ui/tab-button';
import { tabAfterKey } from '../../../shared/ui/tab-keys';
import { DeleteReviewDialog } from './delete-review-dialog';
import { myReviewText as t } from './messages';
import { MyReviewCard } from './my-review-card';
import styles from './my-reviews.module.css';
import { useMyReviews } from './my-reviews-api';
import { ReviewDialog } from './review-dialog';
import type { ReviewTarget } from './review-target';
import { useLineParam } from './use-line-param';
import { WritableList } from './writable-list';

const TABS = ['writable', 'written'] as const;
type Tab = (typeof TABS)[number];

/**
 * The member's 구매평 in two tabs (`?tab=written` for the second): the lines waiting for a
 * review, and the reviews written; the write/edit dialog and the delete question over them.
 */
export function MyReviewsTabs() {
  const reviews = useMyReviews();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'written' ? 'written' : 'writable';
  const id = useId();
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ writable: null, written: null });
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const [deleting, setDeleting] = useState<MyReview | null>(null);
  const [focusedId, setFocusedId] = useState<number>();

  // Stable: a dialog moves focus into itself whenever it gets a new one.
  const closeDialog = useCallback(() => setTarget(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const write = useCallback((line: ReviewableLine) => setTarget({ kind: 'write', line }), []);
  const show = useCallback((review: MyReview) => setFocusedId(review.id), []);
  useLineParam(reviews.data, { write, show });

  function select(next: Tab, focus = false) {
    const query = new URLSearchParams(params);
    if (next === 'written') query.set('tab', 'written');
    else query.delete('tab');
    setParams(query, { replace: true });
    if (focus) buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(event.key, TABS.indexOf(tab), TABS.length);
    if (next === undefined) return;
    event.preventDefault();
    select(TABS[next]!, true);
  }

  const loading = queryState(reviews, t, styles);
  if (loading || !reviews.data) return loading;
  const { writable, reviews: written } = reviews.data;
  const labels: Record<Tab, string> = {
    writable: t.writableTab(writable.length),
    written: t.writtenTab(written.length),
  };

  return (
    <>
      <div role="tablist" aria-label={t.tabsLabel} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((key) => (
          <TabButton
            key={key}
            buttonRef={(element) => {
              buttons.current[key] = element;
            }}
            id={`${id}-${key}-tab`}
            selected={tab === key}
            controls={`${id}-${key}-panel`}
            className={styles.tab}
            onSelect={() => select(key)}
          >
            {labels[key]}
          </TabButton>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${tab}-panel`}
        aria-labelledby={`${id}-${tab}-tab`}
        className={styles.panel}
      >
        {tab === 'writable' ? (
          <WritableList lines={writable} onWrite={write} />
        ) : written.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t.writtenEmpty}</p>
            <p className={styles.muted}>{t.writtenEmptyHint}</p>
          </div>
        ) : (
          <ul className={styles.list}>
            {written.map((review) => (
              <li key={review.id}>
                <MyReviewCard
                  review={review}
                  focused={review.id === focusedId}
                  onEdit={() => setTarget({ kind: 'edit', review })}
                  onDelete={() => setDeleting(review)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {target && <ReviewDialog target={target} onClose={closeDialog} />}
      {deleting && <DeleteReviewDialog review={deleting} onClose={closeDelete} />}
    </>
  );
}
