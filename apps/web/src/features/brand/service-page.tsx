import { usePageTitle } from '../../shared/hooks/use-page-title';

export function ServicePage() {
  usePageTitle('Community');
  return <h1>Community</h1>;
}
