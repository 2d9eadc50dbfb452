/** What other features use of the member's orders: My Page's order status block and its data. */
export { orderText } from './messages';
export { OrderStatusBlock } from './order-status';
export { useOrders } from './orders-api';
