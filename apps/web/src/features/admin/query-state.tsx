import { ApiError } from '../../shared/api/errors';
import { Button } from '../../shared/ui/button';
import { adminText } from './messages';
import styles from './page.module.css';

/** The server's message for a failed load, with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof ApiError ? error.message : adminText.loadFailed;
  return (
    <div role="alert" className={styles.loadError}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {adminText.retry}
      </Button>
    </div>
  );
}

export interface LoadingQuery {
  isError: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

/** What a query shows before it has its data: the failure with a retry, or a loading line. */
export function QueryStatus({ query }: { query: LoadingQuery }) {
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (query.data !== undefined) return null;
  return (
    <p className={styles.muted} role="status">
      {adminText.loading}
    </p>
  );
}

/** The message to show for a failed action: the server's detail, or a general line. */
export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : adminText.loadFailed;
