import { PageHeader } from './page-header';

export function AdminOrderPage() {
  return <PageHeader title="주문 상세" />;
}
