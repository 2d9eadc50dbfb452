/** One line handed to /order by 바로 구매 (the order page reads it from the route state). */
export interface ItemOrderLine {
  item_id: number;
  option: string;
  quantity: number;
  unit_price: number;
  item_name: string;
  image_url: string;
}

/** The route state of /order after 바로 구매; the cart hands over `type: 'cart'` instead. */
export interface ItemOrderState {
  type: 'item';
  lines: ItemOrderLine[];
}
