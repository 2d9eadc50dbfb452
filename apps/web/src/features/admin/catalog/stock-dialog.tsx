import { type AdminItemOption, adminItemMessages } from '@shop/contract/admin-catalog';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/admin-dashboard';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../shared/routing';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { useNotify } from '../../../shared/ui/notify';
import { adminText } from '../messages';
import { errorMessage, LoadError } from '../query-state';
import { StatusBadge } from '../status-badge';
import { useAdminItem, useSetStock } from './api';
import styles from './stock-dialog.module.css';

const t = adminText.products;

/** A whole number from 0 up, or undefined for anything else. */
export function parseStock(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n <= 1_000_000 ? n : undefined;
}

/** The quick stock edit: every option of one product, each saved on its own. */
export function StockDialog({
  itemId,
  focusOptionId,
  onClose,
}: {
  itemId: number;
  /** The option to start on (the dashboard's low-stock link names it). */
  focusOptionId?: number | undefined;
  onClose: () => void;
}) {
  const query = useAdminItem(itemId);
  // The modal re-runs its focus effect when onClose changes; keep it the same across renders.
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const close = useCallback(() => latestClose.current(), []);
  const title = query.data ? t.stockTitle(query.data.name) : t.editStock;
  return (
    <Modal open onClose={close} title={title}>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.lead}>{t.stockLead(LOW_STOCK_THRESHOLD)}</p>
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => query.refetch()} />
        ) : !query.data ? (
          <p className={styles.lead}>{adminText.loading}</p>
        ) : (
          <ul className={styles.rows}>
            {query.data.options.map((option) => (
              <StockRow
                key={option.option_id}
                itemId={itemId}
                option={option}
                focused={option.option_id === focusOptionId}
              />
            ))}
          </ul>
        )}
        <Link className={styles.all} to={`/admin/products/${itemId}`}>
          {t.editAll}
        </Link>
      </div>
    </Modal>
  );
}

function StockRow({
  itemId,
  option,
  focused,
}: {
  itemId: number;
  option: AdminItemOption;
  focused: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(String(option.stock));
  const [error, setError] = useState<string>();
  const save = useSetStock(itemId);
  const notify = useNotify();
  const low = option.stock <= LOW_STOCK_THRESHOLD;

  useEffect(() => {
    if (focused) input.current?.focus();
  }, [focused]);
  // A save elsewhere (or here) brings the new figure in.
  useEffect(() => setValue(String(option.stock)), [option.stock]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stock = parseStock(value);
    if (stock === undefined) {
      setError(adminItemMessages.stockInvalid);
      return;
    }
    setError(undefined);
    if (stock === option.stock) {
      notify(t.stockUnchanged);
      return;
    }
    try {
      await save.mutateAsync({ optionId: option.option_id, stock });
      notify(t.stockSaved(option.label, stock));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <li className={`${styles.row} ${low ? styles.low : ''} ${focused ? styles.focused : ''}`}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <span className={styles.option}>
          <span className={styles.label}>
            {option.label}
            {low && (
              <StatusBadge tone={option.stock === 0 ? 'danger' : 'accent'}>
                {option.stock === 0 ? '품절' : t.lowStock}
              </StatusBadge>
            )}
          </span>
          <span className={styles.current}>
            {t.currentStock} {option.stock.toLocaleString('ko-KR')}개
          </span>
        </span>
        <label className="visually-hidden" htmlFor={id}>
          {t.newStock(option.label)}
        </label>
        <input
          ref={input}
          id={id}
          className={styles.input}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="secondary" className={styles.save} loading={save.isPending}>
          {t.saveStock}
        </Button>
      </form>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </li>
  );
}
