import { optionLabelParts } from '@shop/contract/search-facets';

/** Option label → stock, as the product's detail answers `options`. */
export type Stocks = Record<string, number>;

/** Each size of the options, once, with the options that are of it. */
function optionsBySize(stocks: Stocks): Map<string, string[]> {
  const bySize = new Map<string, string[]>();
  for (const label of Object.keys(stocks)) {
    const size = optionLabelParts(label).size;
    if (size) bySize.set(size, [...(bySize.get(size) ?? []), label]);
  }
  return bySize;
}

/**
 * Size → the option to pick for it, for the sizes that are exactly one option ('M', or
 * '블랙 / M' without another colour) and in stock. A size sold in several colours is left out:
 * the shopper picks the colour.
 */
export function singleOptionSizes(stocks: Stocks): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [size, labels] of optionsBySize(stocks)) {
    const [only] = labels;
    if (labels.length === 1 && only && (stocks[only] ?? 0) > 0) chosen[size] = only;
  }
  return chosen;
}

/** The sizes whose every option is sold out. */
export const soldOutSizes = (stocks: Stocks): string[] =>
  [...optionsBySize(stocks)]
    .filter(([, labels]) => labels.every((label) => (stocks[label] ?? 0) <= 0))
    .map(([size]) => size);
