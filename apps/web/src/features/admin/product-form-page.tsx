import { PageHeader } from './page-header';

export function AdminProductFormPage() {
  return <PageHeader title="상품 등록" />;
}
