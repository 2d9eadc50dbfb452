import { PageHeader } from './page-header';

export function AdminProductsPage() {
  return <PageHeader title="상품" />;
}
