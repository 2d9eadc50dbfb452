import type { ReactNode } from 'react';
import { Button } from './button';

export const retryLabel = '다시 시도';

type LoadedQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * The loading skeleton or the failure with its retry button of one mypage list; undefined once
 * the list has arrived.
 */
export function queryState(
  query: LoadedQuery,
  text: { loading: string; error: string },
  styles: { skeleton?: string; empty?: string },
): ReactNode {
  if (query.isPending) {
    return (
      <div className={styles.skeleton}>
        <p role="status" className="visually-hidden">
          {text.loading}
        </p>
        <span aria-hidden />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.empty}>
        <p>{text.error}</p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  return undefined;
}
