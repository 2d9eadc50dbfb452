import type { CartEntry } from '@shop/contract/cart';
import { formatWon } from '@shop/contract/format';
import { type ReactNode, useState } from 'react';
import { Link } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { ProductPicture } from '../../shared/ui/product-picture';
import styles from './cart.module.css';
import { cartState } from './cart-states';
import { CartSummary } from './cart-summary';
import { CartToolbar } from './cart-toolbar';
import { cartText } from './messages';
import { OptionDialog } from './option-dialog';
import { QuantityDialog } from './quantity-dialog';
import { type CartSelection, useCartScreen } from './use-cart';

type CartScreen = ReturnType<typeof useCartScreen>;

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
                <LineStart line={line} screen={screen} />
                <div className={styles.lineInfo}>
                  <Link to={`/product/${line.item.item_id}`} className={styles.lineName}>
                    {line.item.item_name}
                  </Link>
                  <p className={styles.lineMeta}>{formatWon(line.unit_price)}</p>
                </div>
                <LineControl line={line} label={t.changeOption} onChange={setPopup} kind="option">
                  <span className={styles.lineValue}>{line.options}</span>
                </LineControl>
                <LineControl
                  line={line}
                  label={t.changeQuantity}
                  onChange={setPopup}
                  kind="quantity"
                >
                  <span className={styles.lineValue} data-testid="line-quantity">
                    {t.quantityValue(line.quantity)}
                  </span>
                </LineControl>
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

/** A line's value (its option or quantity) with the button that opens its popup. */
function LineControl({
  line,
  kind,
  label,
  onChange,
  children,
}: {
  line: CartEntry;
  kind: 'quantity' | 'option';
  label: string;
  onChange: (popup: Popup) => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.lineControl}>
      {children}
      <button
        type="button"
        className={styles.textButton}
        onClick={() => onChange({ kind, line })}
        aria-label={`${line.item.item_name} ${label}`}
      >
        {label}
      </button>
    </div>
  );
}

/** A line's checkbox, named with the item and its option, and its picture. */
export function LineStart({ line, screen }: { line: CartEntry; screen: CartScreen }) {
  return (
    <>
      <input
        type="checkbox"
        className={styles.lineCheck}
        checked={screen.isChecked(line.cart_id)}
        onChange={() => screen.toggleLine(line.cart_id)}
        aria-label={t.selectRow(line.item.item_name, line.options)}
      />
      <LineImage line={line} />
    </>
  );
}

function LineImage({ line }: { line: CartEntry }) {
  const src = line.item.image_urls[0];
  return (
    <div className={styles.thumb}>
      {src && (
        <ProductPicture
          sizes="80px"
          src={src}
          alt=""
          width={80}
          height={100}
          loading="lazy"
          decoding="async"
        />
      )}
    </div>
  );
}
