import type { CartEntry } from '@shop/contract/cart';
import { useState } from 'react';
import { CartLineDialog, useCartLineChange } from './cart-line-dialog';
import { useItemOptions } from './item-options-api';
import { cartText } from './messages';
import { OptionSelectField } from './option-select-field';

const t = cartText;

/** The option popup: another option of the same item, the quantity kept (the server checks stock). */
export function OptionDialog({ line, onClose }: { line: CartEntry; onClose: () => void }) {
  const options = useItemOptions(line.item.item_id, true);
  const [choice, setChoice] = useState(line.options);
  const { problem, setProblem, save, saving } = useCartLineChange(line, onClose);

  return (
    <CartLineDialog
      title={t.changeOption}
      line={line}
      detail={t.quantityValue(line.quantity)}
      problem={problem}
      saving={saving}
      canApply={options.isSuccess}
      onApply={() => save(choice, line.quantity)}
      onClose={onClose}
    >
      <OptionSelectField
        options={options}
        value={choice}
        onChange={(option) => {
          setChoice(option);
          setProblem(undefined);
        }}
        // The line's own option stays choosable even when it has just sold out.
        allowed={(option, stock) => stock > 0 || option === line.options}
      />
    </CartLineDialog>
  );
}
