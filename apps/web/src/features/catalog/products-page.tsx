import { usePageTitle } from '../../shared/hooks/use-page-title';

export function ProductsPage() {
  usePageTitle('Product');
  return <h1>Product</h1>;
}
