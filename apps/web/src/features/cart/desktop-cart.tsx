import type { CartEntry } from '@shop/contract/cart';
import { formatWon } from '@shop/contract/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/button';
import styles from './cart.module.css';
import { cartState } from './cart-states';
import { CartSummary } from './cart-summary';
import { CartToolbar } from './cart-toolbar';
import { cartText } from './messages';
import { OptionDialog } from './option-dialog';
import { QuantityDialog } from './quantity-dialog';
import { type CartSelection, useCartScreen } from './use-cart';

const t = cartText;

type Popup = { kind: 'quantity' | 'option'; line: CartEntry } | undefined;

/** Mypage's cart block (desktop): checkboxes, quantity and option popups, delete and order. */
export function DesktopCart({ selection }: { selection?: CartSelection }) {
  const screen = useCartScreen(selection);
  const [popup, setPopup] = useState<Popup>();
  const state = cartState(screen);

  return (
    <>
      {state ?? (
        <>
          <CartToolbar screen={screen} />

          <ul className={styles.lines}>
            {screen.lines.map((line) => (
              <li key={line.cart_id} className={styles.line}>
                <input
                  type="checkbox"
                  className={styles.lineCheck}
                  checked={screen.isChecked(line.cart_id)}
                  onChange={() => screen.toggleLine(line.cart_id)}
                  aria-label={t.selectRow(line.item.item_name, line.options)}
                />
                <LineImage line={line} />
                <div className={styles.lineInfo}>
                  <Link to={`/product/${line.item.item_id}`} className={styles.lineName}>
                    {line.item.item_name}
                  </Link>
                  <p className={styles.lineMeta}>{formatWon(line.unit_price)}</p>
                </div>
                <div className={styles.lineControl}>
                  <span className={styles.lineValue}>{line.options}</span>
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() => setPopup({ kind: 'option', line })}
                    aria-label={`${line.item.item_name} ${t.changeOption}`}
                  >
                    {t.changeOption}
                  </button>
                </div>
                <div className={styles.lineControl}>
                  <span className={styles.lineValue} data-testid="line-quantity">
                    {t.quantityValue(line.quantity)}
                  </span>
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() => setPopup({ kind: 'quantity', line })}
                    aria-label={`${line.item.item_name} ${t.changeQuantity}`}
                  >
                    {t.changeQuantity}
                  </button>
                </div>
                <p className={styles.linePrice}>{formatWon(line.total_price)}</p>
              </li>
            ))}
          </ul>

          <div className={styles.footer}>
            <CartSummary totals={screen.totals} />
            <Button className={styles.orderButton} onClick={screen.orderSelected}>
              {t.orderSelected}
            </Button>
          </div>
        </>
      )}

      {popup?.kind === 'quantity' && (
        <QuantityDialog line={popup.line} onClose={() => setPopup(undefined)} />
      )}
      {popup?.kind === 'option' && (
        <OptionDialog line={popup.line} onClose={() => setPopup(undefined)} />
      )}
    </>
  );
}

export function LineImage({ line }: { line: CartEntry }) {
  const src = line.item.image_urls[0];
  return (
    <div className={styles.thumb}>
      {src && <img src={src} alt="" width={80} height={100} loading="lazy" decoding="async" />}
    </div>
  );
}
