/**
 * What other features use of the orders: My Page's order status block and its data, and the
 * virtual account the payment result shows.
 */
export { orderText } from './messages';
export { OrderStatusBlock } from './order-status';
export { useOrders } from './orders-api';
export { VirtualAccountPanel } from './virtual-account-panel';
