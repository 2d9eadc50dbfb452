import type { CartEntry } from '@shop/contract/cart';
import { formatWon } from '@shop/contract/format';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../shared/routing';
import { Button } from '../../shared/ui/button';
import { IconOnlyButton } from '../../shared/ui/icon-only-button';
import { Stepper } from '../../shared/ui/stepper';
import styles from './cart.module.css';
import { cartState } from './cart-states';
import { CartSummary } from './cart-summary';
import { CartToolbar } from './cart-toolbar';
import { LineStart } from './desktop-cart';
import { cartText } from './messages';
import { OptionDialog } from './option-dialog';
import { type CartSelection, useCartScreen } from './use-cart';

const t = cartText;

/** The cart on mobile: select-all, plus/minus per line, delete, the fee that applies, order. */
export function MobileCart({ selection }: { selection?: CartSelection }) {
  const screen = useCartScreen(selection);
  const [optionLine, setOptionLine] = useState<CartEntry>();
  const state = cartState(screen);
  if (state) return state;

  return (
    <>
      <CartToolbar screen={screen} />

      <ul className={styles.lines}>
        {screen.lines.map((line) => {
          const name = line.item.item_name;
          return (
            <li key={line.cart_id} className={styles.mobileLine}>
              <LineStart line={line} screen={screen} />
              <div className={styles.lineInfo}>
                <Link to={`/product/${line.item.item_id}`} className={styles.lineName}>
                  {name}
                </Link>
                <p className={styles.lineMeta}>
                  {line.options}
                  <button
                    type="button"
                    className={styles.inlineButton}
                    onClick={() => setOptionLine(line)}
                    aria-label={`${name} ${t.changeOption}`}
                  >
                    {t.changeOption}
                  </button>
                </p>
                <Stepper
                  of={name}
                  classes={styles}
                  iconSize={14}
                  onStep={(delta) => screen.stepQuantity(line, delta)}
                  disabled={{
                    decrease: line.quantity <= 1 || screen.updating,
                    increase: screen.updating,
                  }}
                >
                  <output className={styles.quantity} aria-label={`${name} ${t.quantity}`}>
                    {line.quantity}
                  </output>
                </Stepper>
              </div>
              <IconOnlyButton
                label={t.deleteRow(`${name} ${line.options}`)}
                icon={X}
                size={18}
                className={styles.remove}
                onClick={() => screen.deleteLine(line)}
              />
              <p className={styles.mobilePrice}>{formatWon(line.total_price)}</p>
            </li>
          );
        })}
      </ul>

      <CartSummary totals={screen.totals} />
      <p className={styles.note}>{t.couponNote}</p>

      <div className={styles.stickyOrder}>
        <Button block onClick={screen.orderSelected}>
          {screen.chosen.length > 0
            ? `${formatWon(screen.totals.total)} ${t.orderCount(screen.chosen.length)}`
            : t.order}
        </Button>
      </div>

      {optionLine && <OptionDialog line={optionLine} onClose={() => setOptionLine(undefined)} />}
    </>
  );
}
