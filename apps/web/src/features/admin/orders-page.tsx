import { PageHeader } from './page-header';

export function AdminOrdersPage() {
  return <PageHeader title="주문" />;
}
