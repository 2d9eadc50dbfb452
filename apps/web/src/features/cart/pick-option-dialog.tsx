import { useState } from 'react';
import { useAddCartLines } from './cart-api';
import { CartLineDialog } from './cart-line-dialog';
import { useItemOptions } from './item-options-api';
import { cartText } from './messages';
import { OptionSelectField } from './option-select-field';

const t = cartText;

/**
 * Puts one unit of a product in the cart after the shopper picks its option (the cart's option
 * popup, for a product not in the cart yet). `onAdded` runs once the cart has it.
 */
export function PickOptionDialog({
  itemId,
  itemName,
  onAdded,
  onClose,
}: {
  itemId: number;
  itemName: string;
  onAdded: () => void;
  onClose: () => void;
}) {
  const options = useItemOptions(itemId, true);
  const [picked, setPicked] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const add = useAddCartLines();
  const entries = options.data ? Object.entries(options.data) : [];
  const choice = picked ?? entries.find(([, stock]) => stock > 0)?.[0];

  function apply() {
    if (!choice) return;
    add.mutate(
      { item_id: itemId, options: [{ color_size: choice, quantity: 1 }] },
      { onSuccess: onAdded, onError: (error) => setProblem(error.message) },
    );
  }

  return (
    <CartLineDialog
      title={t.chooseOption}
      line={{ item: { item_name: itemName } }}
      detail={t.oneEach}
      problem={problem}
      saving={add.isPending}
      canApply={choice !== undefined}
      applyLabel={t.addToCart}
      onApply={apply}
      onClose={onClose}
    >
      <OptionSelectField
        options={options}
        value={choice ?? ''}
        onChange={(option) => {
          setPicked(option);
          setProblem(undefined);
        }}
      />
    </CartLineDialog>
  );
}
