import { usePageTitle } from '../../shared/hooks/use-page-title';

export function PolicyPage() {
  usePageTitle('개인정보처리방침');
  return <h1>개인정보처리방침</h1>;
}
