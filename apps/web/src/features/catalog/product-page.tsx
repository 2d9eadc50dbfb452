import { usePageTitle } from '../../shared/hooks/use-page-title';

export function ProductPage() {
  usePageTitle('상품');
  return <h1>상품</h1>;
}
