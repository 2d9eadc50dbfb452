import type { ReactNode } from 'react';

/**
 * A list of `items`, each drawn by `children` as its `<li>`; with none, the note that says so
 * instead. `styles` is the page's module with its `list` and `note` classes.
 */
export function ListOrNote<T>({
  items,
  note,
  styles,
  children,
}: {
  items: T[];
  note: ReactNode;
  styles: { list?: string; note?: string };
  children: (item: T) => ReactNode;
}) {
  return items.length === 0 ? (
    <p className={styles.note}>{note}</p>
  ) : (
    <ul className={styles.list}>{items.map((item) => children(item))}</ul>
  );
}
