import { type OrderStatus, orderStatuses } from '@shop/contract/orders';
import { type BadgeTone, StatusBadge } from './status-badge';

const tones: Record<OrderStatus, BadgeTone> = {
  PAYMENT_PENDING: 'muted',
  AWAITING_DEPOSIT: 'muted',
  ORDER_PLACED: 'accent',
  SHIPPED: 'neutral',
  DELIVERED: 'done',
  PURCHASE_CONFIRMED: 'done',
  ORDER_CANCELLED: 'danger',
  RETURNED: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={tones[status]}>{orderStatuses.labels[status]}</StatusBadge>;
}
