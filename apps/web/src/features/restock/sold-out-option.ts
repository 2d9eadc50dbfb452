/** A sold-out option of the product on screen: what the request names, and what the shopper reads. */
export interface SoldOutOption {
  id: number;
  label: string;
}
