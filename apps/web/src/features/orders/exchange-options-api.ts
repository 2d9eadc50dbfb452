import type { ItemDetail } from '@shop/contract/items';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { catalogKeys } from '../../shared/api/query-keys';

/** An option an exchange may ask for instead of the line's own. */
export interface ExchangeChoice {
  label: string;
  stock: number;
  /** What the claim names it by (the product's `option_ids`). */
  optionId: number | undefined;
}

/** Every option of the product but the line's own, in the product's order. */
export function exchangeChoices(item: ItemDetail, ownLabel: string): ExchangeChoice[] {
  return Object.entries(item.options)
    .filter(([label]) => label !== ownLabel)
    .map(([label, stock]) => ({ label, stock, optionId: item.option_ids[label] }));
}

export const canChoose = (choice: ExchangeChoice) =>
  choice.stock > 0 && choice.optionId !== undefined;

/**
 * GET /v1/items/{id}, under the product page's key so either fills the other's cache; asked only
 * once an exchange of the line is chosen.
 */
export function useExchangeChoices(itemId: number, ownLabel: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.detail(itemId),
    queryFn: () => api<ItemDetail>(`/v1/items/${itemId}`),
    enabled,
    select: (item) => exchangeChoices(item, ownLabel),
  });
}
