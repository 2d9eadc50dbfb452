import { formatWon } from '@shop/contract/format';
import type { ItemSummary } from '@shop/contract/items';
import { itemListSchema } from '@shop/contract/items';
import { useEffect, useState } from 'react';
import styles from './item-grid.module.css';

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: ItemSummary[] };

/** The catalog as a grid; the full storefront builds on it. */
export function ItemGrid() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    fetch('/v1/items')
      .then((response) => {
        if (!response.ok) throw new Error(`catalog answered ${response.status}`);
        return response.json();
      })
      .then((body) => setState({ status: 'ready', items: itemListSchema.parse(body) }))
      .catch(() => setState({ status: 'error' }));
  }, []);

  if (state.status === 'loading') return <p role="status">상품을 불러오는 중입니다…</p>;
  if (state.status === 'error') return <p role="alert">상품을 불러오지 못했습니다.</p>;
  if (state.items.length === 0) return <p>준비 중인 상품입니다.</p>;
  return (
    <ul className={styles.grid}>
      {state.items.map((item) => (
        <li key={item.id} className={styles.card}>
          <img src={item.image_urls[0]} alt={item.name} width={800} height={1000} />
          <p className={styles.name}>{item.name}</p>
          <p className={styles.price}>{item.is_sold_out ? '품절' : formatWon(item.price)}</p>
        </li>
      ))}
    </ul>
  );
}
